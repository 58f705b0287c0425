/**
 * Seed catalogue: the products the shop starts with.
 *
 * Brands are written the way suppliers send them ('HIKVISION', 'Motorola Solutions', 'kenwood', ...) on purpose:
 * the catalogue normalises them when it loads. One product has no brand at all: stored as 'Other', shown as "Other" or "Diğer" (common/brand.ts).
 * Images live in public/images/products/<id>/<n>.svg.
 */
import type { ProductAttributes } from '#common/attributes.ts';
import type { NameValue, ProductImage, Review, SpecGroup } from '#common/catalog-types.ts';
import type { Subcategory } from '#common/subcategories.ts';

export type SeedProduct = {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  oldPriceCents?: number;
  brand: string;
  category: 'security' | 'walkie-talkie' | 'network' | 'cables' | 'intercoms' | 'accessories';
  /** One of the category's subcategories (#common/subcategories.ts). */
  subcategory: Subcategory;
  /**
   * Typed data by the subcategory's set (#common/attributes.ts ATTRIBUTE_SETS), from the
   * manufacturer's published data sheet; a value not published is left out, never guessed.
   */
  attributes: ProductAttributes;
  rating: number;
  /** Omitted on a few products; the catalogue defaults it to 10. */
  stock?: number;
  isNew: boolean;
  isFeatured: boolean;
  images: ProductImage[];
  specifications: SpecGroup[];
  features: NameValue[];
  useCases: string[];
  includedItems: string[];
  reviews: Review[];
};

/** Images of one product: /images/products/<id>/1.svg, 2.svg, ... with one alt text each. */
function gallery(id: string, alts: string[]): ProductImage[] {
  return alts.map((alt, i) => ({ path: `/images/products/${id}/${i + 1}.svg`, alt, width: 800, height: 800 }));
}

const spec = (group: string, items: [string, string][]): SpecGroup => ({
  group,
  items: items.map(([name, value]) => ({ name, value })),
});
const nv = (items: [string, string][]): NameValue[] => items.map(([name, value]) => ({ name, value }));

export const seedProducts: SeedProduct[] = [
  {
    id: 'halo-smart-sensor',
    title: 'HALO Smart Sensor 3C – Vape, Air Quality & Sound Detection',
    description:
      'HALO 3C is a privacy-friendly IoT sensor for restrooms, locker rooms and other places where cameras are not allowed. It detects vaping, THC and smoke, tracks a dozen air-quality readings, and listens for aggression, gunshots and emergency keywords without ever recording audio. Alerts reach staff by e-mail, SMS or your video management system within seconds, and a single PoE cable powers the unit.',
    // No struck price of its own: the seeded Value of the Day ($1,700) is what makes it cheaper.
    priceCents: 199900,
    brand: 'HALO Smart Sensor',
    category: 'security',
    subcategory: 'sensors',
    attributes: { sensorType: 'vape-air-quality', connectivity: 'wired-poe', poeStandard: 'af', powerW: 7.5 },
    rating: 4.8,
    stock: 10,
    isNew: false,
    isFeatured: true,
    images: gallery('halo-smart-sensor', [
      'HALO Smart Sensor 3C, front view',
      'HALO Smart Sensor 3C side profile with dimensions',
      'HALO Smart Sensor 3C detection highlights',
      'HALO Smart Sensor 3C mounted on a ceiling with its alert ring lit',
      'HALO Smart Sensor 3C retail box',
    ]),
    specifications: [
      spec('Sensing', [
        ['Vape detection', 'Nicotine and THC vapour, smoke, masking sprays'],
        ['Air quality', 'CO₂eq, TVOC, PM1 / PM2.5 / PM10, CO, NO₂, NH₃'],
        ['Environment', 'Temperature, humidity, pressure, light level'],
        ['Sound', 'Aggression, gunshot and keyword alerts; no audio is stored'],
      ]),
      spec('Connectivity', [
        ['Network', '10/100 Mbps Ethernet (RJ45)'],
        ['Power', 'PoE IEEE 802.3af, 7.5 W max'],
        ['Integrations', 'REST API, SNMP, e-mail/SMS alerts, major VMS platforms'],
      ]),
      spec('Physical', [
        ['Dimensions', 'Ø 230 × 58 mm'],
        ['Weight', '0.6 kg'],
        ['Mounting', 'Ceiling, standard single-gang box'],
        ['Operating temperature', '0 °C to 40 °C'],
      ]),
    ],
    features: nv([
      ['Vape and THC detection', 'Distinguishes vaping from steam and aerosol sprays to cut false alarms.'],
      ['Privacy by design', 'No camera and no audio recording, so it can go where cameras cannot.'],
      ['Health index', 'Combines air-quality readings into one easy-to-read score per room.'],
      ['Emergency keywords', 'Configurable keywords such as "help" trigger an immediate alert.'],
      ['Tamper alerts', 'Notifies staff if the sensor is covered, moved or its cable is pulled.'],
    ]),
    useCases: [
      'School restrooms and locker rooms',
      'Hotel rooms and rentals with a no-smoking policy',
      'Hospital wards and senior care homes',
      'Offices that monitor indoor air quality',
    ],
    includedItems: [
      'HALO Smart Sensor 3C',
      'Ceiling mounting plate',
      'Tamper-resistant screws and bit',
      'Quick start guide',
    ],
    reviews: [
      {
        author: 'Megan R.',
        rating: 5,
        text: 'Vaping incidents in our high-school restrooms dropped within the first month. Alerts arrive on the phones of the duty staff in seconds.',
        date: '2026-09-14',
      },
      {
        author: 'Emre K.',
        rating: 5,
        text: 'PoE ile kurulum çok kolaydı, paneldeki hava kalitesi grafikleri de çok işe yarıyor.',
        date: '2026-08-30',
      },
      {
        author: 'Daniel P.',
        rating: 4,
        text: 'Excellent detection. The web console takes a little time to learn, but support was helpful.',
        date: '2026-07-19',
      },
    ],
  },
  {
    id: 'hikvision-4mp-acusense-dome-camera',
    title: 'Hikvision DS-2CD2143G2-I 4 MP AcuSense Dome Camera',
    description:
      'A compact 4 MP fixed dome with AcuSense deep-learning analytics that tells people and vehicles apart, so you only get alerts that matter. EXIR 2.0 night vision reaches 30 m and the IK10 vandal-proof housing is rated IP67 for indoor or outdoor use. It records to a built-in microSD slot or to any Hikvision NVR over a single PoE cable.',
    priceCents: 18999,
    oldPriceCents: 21999,
    brand: 'HIKVISION',
    category: 'security',
    subcategory: 'cameras',
    attributes: {
      resolutionMp: 4,
      lensMm: 2.8,
      lensType: 'fixed',
      irRangeM: 30,
      formFactor: 'dome',
      colorNight: false,
      poeStandard: 'af',
      powerW: 6.5,
      ipRating: 'IP67',
      audio: false,
      maxBitrateMbps: 8,
    },
    rating: 4.7,
    stock: 24,
    isNew: false,
    isFeatured: true,
    images: gallery('hikvision-4mp-acusense-dome-camera', [
      'Hikvision 4 MP AcuSense dome camera, front view',
      'Hikvision 4 MP dome camera key features',
      'Hikvision 4 MP dome camera mounted on a ceiling',
      'Hikvision DS-2CD2143G2-I retail box',
    ]),
    specifications: [
      spec('Video', [
        ['Image sensor', '1/3" progressive scan CMOS'],
        ['Resolution', '4 MP (2688 × 1520)'],
        ['Frame rate', '30 fps at 4 MP'],
        ['Compression', 'H.265+, H.265, H.264+, H.264'],
        ['WDR', '120 dB'],
      ]),
      spec('Lens & IR', [
        ['Lens', '2.8 mm fixed, 103° horizontal field of view'],
        ['Night vision', 'EXIR 2.0, up to 30 m'],
        ['Minimum illumination', '0.003 lux colour, 0 lux with IR'],
      ]),
      spec('Network & power', [
        ['Interface', '1 × RJ45 10/100 Mbps'],
        ['Power', '12 V DC or PoE (802.3af), 6.5 W max'],
        ['On-board storage', 'microSD up to 256 GB'],
      ]),
      spec('General', [
        ['Protection', 'IP67, IK10'],
        ['Operating temperature', '−30 °C to 60 °C'],
        ['Dimensions', 'Ø 111 × 82 mm'],
      ]),
    ],
    features: nv([
      ['AcuSense', 'Human and vehicle classification filters out animals, rain and leaves.'],
      ['Perimeter rules', 'Line crossing, intrusion, region entrance and exit detection.'],
      ['H.265+', 'Cuts storage and bandwidth by up to 50 % compared with H.264.'],
      ['Vandal resistant', 'IK10 dome survives impacts and tampering.'],
    ]),
    useCases: ['Shop floors and checkout areas', 'Office corridors and lobbies', 'Covered car-park entrances'],
    includedItems: ['Dome camera', 'Drill template', 'Screw kit', 'Waterproof RJ45 cap', 'Quick start guide'],
    reviews: [
      {
        author: 'Mark T.',
        rating: 5,
        text: 'Sharp picture and almost no false alerts since turning on human detection.',
        date: '2026-09-02',
      },
      {
        author: 'Selin A.',
        rating: 4,
        text: 'Gece görüşü 25-30 metreye kadar net. Kurulum 20 dakika sürdü.',
        date: '2026-08-11',
      },
    ],
  },
  {
    id: 'hikvision-8mp-colorvu-bullet-camera',
    title: 'Hikvision DS-2CD2T87G2-L 8 MP ColorVu Bullet Camera',
    description:
      'This 4K bullet camera keeps recording in full colour at night thanks to a large 1/1.2" sensor, an F1.0 lens and warm supplemental light reaching 60 m. AcuSense analytics classify people and vehicles for accurate alarms. The weatherproof IP67 housing and built-in sun shield make it a good fit for façades, gates and yards.',
    priceCents: 34999,
    oldPriceCents: 39999,
    brand: 'Hikvision Digital Technology',
    category: 'security',
    subcategory: 'cameras',
    attributes: {
      resolutionMp: 8,
      lensMm: 4,
      lensType: 'fixed',
      irRangeM: 60,
      formFactor: 'bullet',
      colorNight: true,
      poeStandard: 'af',
      powerW: 12,
      ipRating: 'IP67',
      audio: false,
      maxBitrateMbps: 16,
    },
    rating: 4.6,
    stock: 15,
    isNew: false,
    isFeatured: false,
    images: gallery('hikvision-8mp-colorvu-bullet-camera', [
      'Hikvision 8 MP ColorVu bullet camera, side view',
      'Close-up of the F1.0 lens and warm supplemental lights',
      'Hikvision ColorVu bullet camera mounted on an outside wall',
    ]),
    specifications: [
      spec('Video', [
        ['Image sensor', '1/1.2" progressive scan CMOS'],
        ['Resolution', '8 MP (3840 × 2160)'],
        ['Compression', 'H.265+, H.265, H.264+, H.264'],
        ['WDR', '130 dB'],
      ]),
      spec('Lens & light', [
        ['Lens', '4 mm fixed, F1.0, 84° horizontal field of view'],
        ['Supplemental light', 'Warm white LEDs, up to 60 m'],
        ['Minimum illumination', '0.0005 lux colour'],
      ]),
      spec('General', [
        ['Power', '12 V DC or PoE (802.3af), 12 W max'],
        ['Protection', 'IP67'],
        ['Storage', 'microSD up to 512 GB'],
        ['Dimensions', '286 × 101 × 97 mm'],
      ]),
    ],
    features: nv([
      ['24/7 colour', 'Colour images at night instead of black-and-white IR footage.'],
      ['AcuSense', 'Accurate human and vehicle alarms with quick search in the NVR.'],
      ['4K detail', 'Read number plates and faces at longer distances.'],
    ]),
    useCases: ['Driveways and gates', 'Warehouse yards and loading bays', 'Building façades and car parks'],
    includedItems: ['Bullet camera', 'Drill template', 'Screw kit', 'Waterproof RJ45 cap'],
    reviews: [
      {
        author: 'Gareth L.',
        rating: 5,
        text: 'Night footage is honestly better than my old camera during the day.',
        date: '2026-06-28',
      },
      {
        author: 'Burak Y.',
        rating: 4,
        text: 'Renkli gece görüntüsü harika, beyaz ışık komşuyu rahatsız etmesin diye parlaklığı düşürdüm.',
        date: '2026-05-17',
      },
    ],
  },
  {
    id: 'hikvision-4mp-ptz-camera',
    title: 'Hikvision DS-2DE4425IW-DE 4 MP 25× IR PTZ Camera',
    description:
      'A 4 MP pan-tilt-zoom dome with 25× optical zoom and 100 m infrared, able to cover a whole car park or campus from one pole. Smart tracking follows a person or vehicle automatically once a rule is triggered. DarkFighter low-light technology, IP66 protection and 6 kV surge protection suit demanding outdoor sites.',
    priceCents: 79999,
    oldPriceCents: 89999,
    brand: 'Hikvision',
    category: 'security',
    subcategory: 'cameras',
    attributes: {
      resolutionMp: 4,
      lensType: 'motorized-zoom',
      irRangeM: 100,
      formFactor: 'ptz',
      colorNight: false,
      poeStandard: 'at',
      powerW: 21,
      ipRating: 'IP66',
      maxBitrateMbps: 16,
    },
    rating: 4.5,
    stock: 2,
    isNew: false,
    isFeatured: true,
    images: gallery('hikvision-4mp-ptz-camera', [
      'Hikvision 4 MP PTZ camera, front view',
      'Hikvision PTZ camera key features',
      'Hikvision PTZ camera pendant mounted under an eave',
    ]),
    specifications: [
      spec('Video', [
        ['Image sensor', '1/2.8" progressive scan CMOS'],
        ['Resolution', '4 MP (2560 × 1440)'],
        ['Low light', 'DarkFighter, 0.005 lux colour'],
      ]),
      spec('Lens & PTZ', [
        ['Optical zoom', '25×, 4.8 – 120 mm'],
        ['IR range', 'Up to 100 m'],
        ['Pan / tilt', '360° endless / −15° to 90°'],
        ['Presets', '300'],
      ]),
      spec('General', [
        ['Power', '24 V AC or PoE+ (802.3at), 21 W max'],
        ['Protection', 'IP66, 6 kV TVS surge protection'],
        ['Operating temperature', '−30 °C to 65 °C'],
      ]),
    ],
    features: nv([
      ['Smart tracking', 'Automatically follows a target after an intrusion or line-crossing event.'],
      ['25× zoom', 'Read details at distances where fixed cameras only see shapes.'],
      ['Patrol tours', 'Cycle through up to 8 patrols of preset positions.'],
      ['Wiper-free dome', 'Hydrophobic coating keeps raindrops off the bubble.'],
    ]),
    useCases: ['Large car parks', 'Factory and school campuses', 'Perimeter monitoring from a single pole'],
    includedItems: ['PTZ camera', 'Wall mount bracket', 'Power adapter', 'Screw kit', 'Quick start guide'],
    reviews: [
      {
        author: 'Liam O.',
        rating: 5,
        text: 'Auto-tracking works surprisingly well for people crossing the car park.',
        date: '2026-09-08',
      },
      {
        author: 'Zeynep D.',
        rating: 4,
        text: 'Zoom çok güçlü, yalnız PoE+ switch gerekiyor, normal PoE yetmedi.',
        date: '2026-07-30',
      },
      {
        author: 'Chris W.',
        rating: 4,
        text: 'Solid PTZ for the price. The IR is bright enough for the full 100 m.',
        date: '2026-06-05',
      },
    ],
  },
  {
    id: 'hikvision-4mp-colorvu-turret-camera',
    title: 'Hikvision DS-2CD2347G2-LU 4 MP ColorVu Turret Camera',
    description:
      'A 4 MP turret camera that delivers colour images around the clock with an F1.0 lens and soft warm light up to 40 m. The built-in microphone adds audio to recordings, and the ball-and-socket design is easy to aim on walls or ceilings. There is no dome bubble, so there is no IR glare at night.',
    priceCents: 22999,
    brand: 'hikvision',
    category: 'security',
    subcategory: 'cameras',
    attributes: {
      resolutionMp: 4,
      lensMm: 2.8,
      lensType: 'fixed',
      irRangeM: 40,
      formFactor: 'turret',
      colorNight: true,
      poeStandard: 'af',
      powerW: 7,
      ipRating: 'IP67',
      audio: true,
      maxBitrateMbps: 8,
    },
    rating: 4.6,
    stock: 18,
    isNew: true,
    isFeatured: false,
    images: gallery('hikvision-4mp-colorvu-turret-camera', [
      'Hikvision 4 MP ColorVu turret camera, front view',
      'Hikvision turret camera mounted on a ceiling',
    ]),
    specifications: [
      spec('Video', [
        ['Image sensor', '1/1.8" progressive scan CMOS'],
        ['Resolution', '4 MP (2688 × 1520)'],
        ['Lens', '2.8 mm fixed, F1.0, 107° horizontal field of view'],
      ]),
      spec('Audio & light', [
        ['Microphone', 'Built-in'],
        ['Supplemental light', 'Warm white LEDs, up to 40 m'],
      ]),
      spec('General', [
        ['Power', '12 V DC or PoE (802.3af), 7 W max'],
        ['Protection', 'IP67'],
        ['Dimensions', 'Ø 122 × 100 mm'],
      ]),
    ],
    features: nv([
      ['24/7 colour', 'F1.0 aperture gathers enough light for colour at night.'],
      ['Built-in mic', 'Record sound along with video.'],
      ['No IR glare', 'Turret housing avoids the reflections of dome bubbles.'],
    ]),
    useCases: ['Shop entrances', 'Reception desks and lobbies', 'Home porches and gardens'],
    includedItems: ['Turret camera', 'Drill template', 'Screw kit', 'Waterproof RJ45 cap'],
    reviews: [
      {
        author: 'Hannah S.',
        rating: 5,
        text: 'Colour at night and clear audio. Great for our front door.',
        date: '2026-09-10',
      },
      {
        author: 'Mehmet Ç.',
        rating: 4,
        text: 'Görüntü kalitesi çok iyi, mikrofon biraz rüzgardan etkileniyor.',
        date: '2026-08-21',
      },
    ],
  },
  {
    id: 'hikvision-8-channel-poe-nvr',
    title: 'Hikvision DS-7608NXI-K2/8P 8-Channel 4K PoE NVR',
    description:
      'An 8-channel network video recorder with eight built-in PoE ports, so each camera needs only one cable. It records up to 12 MP streams, filters alarms with AcuSense and outputs 4K over HDMI. Two SATA bays hold up to 20 TB for weeks of continuous recording.',
    priceCents: 42999,
    oldPriceCents: 47999,
    brand: 'HIKVISION',
    category: 'security',
    subcategory: 'recorders',
    attributes: {
      channels: 8,
      incomingBandwidthMbps: 80,
      maxCameraResolutionMp: 12,
      poePorts: 8,
      poeBudgetW: 110,
      poeStandard: 'at',
      driveBays: 2,
      maxDriveTb: 10,
    },
    rating: 4.7,
    stock: 9,
    isNew: false,
    isFeatured: true,
    images: gallery('hikvision-8-channel-poe-nvr', [
      'Hikvision 8-channel PoE NVR, front view',
      'Rear panel with 8 PoE ports, HDMI, VGA and LAN',
      'Hikvision NVR on a shelf',
      'Hikvision DS-7608NXI-K2/8P retail box',
    ]),
    specifications: [
      spec('Recording', [
        ['IP video input', '8 channels, up to 12 MP'],
        ['Incoming bandwidth', '80 Mbps'],
        ['Decoding', '1 × 12 MP, 2 × 8 MP or 4 × 4 MP at 30 fps'],
      ]),
      spec('Storage', [
        ['Drive bays', '2 × SATA'],
        ['Capacity', 'Up to 10 TB per drive'],
      ]),
      spec('Interfaces', [
        ['PoE', '8 × RJ45 10/100 Mbps, IEEE 802.3af/at, 110 W budget'],
        ['Network', '1 × RJ45 10/100/1000 Mbps'],
        ['Video output', 'HDMI up to 4K, VGA 1080p'],
        ['USB', '2 × USB 2.0'],
      ]),
      spec('General', [
        ['Power', '100 – 240 V AC'],
        ['Dimensions', '385 × 315 × 52 mm'],
        ['Weight', '≤ 3 kg'],
      ]),
    ],
    features: nv([
      ['Plug and play PoE', 'Cameras plugged into the rear ports are found and added automatically.'],
      ['AcuSense search', 'Find recordings of people or vehicles in seconds.'],
      ['4K HDMI output', 'Live view and playback on a 4K monitor.'],
      ['Remote access', 'Watch live and recorded video from the Hik-Connect app.'],
    ]),
    useCases: ['Small business camera systems', 'Homes with up to 8 cameras', 'Retail shops and restaurants'],
    includedItems: ['NVR', 'Power cord', 'USB mouse', 'SATA cables and screws', 'Quick start guide'],
    reviews: [
      {
        author: 'Paul N.',
        rating: 5,
        text: 'Plugged in six cameras and they all appeared without any configuration.',
        date: '2026-09-01',
      },
      {
        author: 'Ayşe T.',
        rating: 5,
        text: 'Hik-Connect ile telefondan izlemek çok kolay, iki disk takınca 30 gün kayıt tutuyor.',
        date: '2026-07-12',
      },
      { author: 'Tom B.', rating: 4, text: 'Reliable, but the fan is audible in a quiet office.', date: '2026-05-26' },
    ],
  },
  {
    id: 'ajax-motionprotect-sensor',
    title: 'Ajax MotionProtect Wireless Motion Detector',
    description:
      'Ajax MotionProtect is a wireless PIR motion detector for indoor use. It detects movement up to 12 m away, ignores pets up to 20 kg and runs for up to 5 years on a single CR123A battery. Its Jeweller radio protocol reaches an Ajax Hub up to 1,700 m away in open space.',
    priceCents: 6999,
    brand: 'ajax',
    category: 'security',
    subcategory: 'sensors',
    attributes: {
      sensorType: 'motion',
      connectivity: 'wireless',
      detectionRangeM: 12,
      poeStandard: 'none',
      batteryLifeH: 43800,
    },
    rating: 4.7,
    stock: 40,
    isNew: true,
    isFeatured: false,
    images: gallery('ajax-motionprotect-sensor', [
      'Ajax MotionProtect motion detector, front view',
      'Ajax MotionProtect mounted in a room corner',
    ]),
    specifications: [
      spec('Detection', [
        ['Sensor', 'PIR'],
        ['Range', 'Up to 12 m'],
        ['Viewing angle', '88.5° horizontal, 80° vertical'],
        ['Pet immunity', 'Up to 20 kg, 50 cm tall'],
      ]),
      spec('Wireless', [
        ['Protocol', 'Jeweller, 868 MHz'],
        ['Range to hub', 'Up to 1,700 m in open space'],
        ['Encryption', 'AES-128'],
      ]),
      spec('Power & housing', [
        ['Battery', '1 × CR123A, up to 5 years'],
        ['Operating temperature', '0 °C to 40 °C'],
        ['Dimensions', '110 × 65 × 50 mm'],
      ]),
    ],
    features: nv([
      ['Pet immunity', 'Animals under 20 kg do not set off the alarm.'],
      ['Temperature compensation', 'Accurate detection in warm and cold rooms alike.'],
      ['Easy installation', 'The SmartBracket panel lets you test the detector before you screw it in place.'],
    ]),
    useCases: ['Alarm systems for houses and flats', 'Office and shop corridors', 'Homes with pets'],
    includedItems: [
      'MotionProtect detector',
      'SmartBracket mounting panel',
      'CR123A battery (fitted)',
      'Installation kit',
      'Quick start guide',
    ],
    reviews: [
      { author: 'Can Ö.', rating: 5, text: 'Kedim evde dolaşırken hiç yanlış alarm vermedi.', date: '2026-09-12' },
      {
        author: 'Julia M.',
        rating: 4,
        text: 'Paired with the hub in under a minute. Needs an Ajax hub, which is sold separately.',
        date: '2026-08-03',
      },
    ],
  },
  {
    id: 'dahua-body-worn-camera',
    title: 'Dahua MPT210 Body-Worn Camera',
    description:
      'A rugged body camera for security guards, parking wardens and retail staff. It records Full HD video with a 30-second pre-record buffer, so the moments before the button was pressed are kept as well. Footage is encrypted on 64 GB of built-in storage, and one charge lasts a full 10-hour shift.',
    priceCents: 32999,
    brand: 'Dahua',
    category: 'security',
    subcategory: 'body-cameras',
    attributes: { resolutionMp: 2, batteryLifeH: 10, storageGb: 64, ipRating: 'IP67' },
    rating: 4.3,
    stock: 7,
    isNew: true,
    isFeatured: false,
    images: gallery('dahua-body-worn-camera', [
      'Dahua body-worn camera, front view',
      'Dahua body-worn camera side view with rotating clip',
      'Dahua body-worn camera worn on a duty vest',
    ]),
    specifications: [
      spec('Video', [
        ['Resolution', '1080p (1920 × 1080) at 30 fps'],
        ['Field of view', '140° wide angle'],
        ['Night vision', 'IR up to 10 m'],
        ['Pre-record', '30 s'],
      ]),
      spec('Storage & security', [
        ['Built-in storage', '64 GB'],
        ['Encryption', 'AES-256'],
        ['Display', '2.0" colour screen'],
      ]),
      spec('Power & durability', [
        ['Battery', '3,300 mAh, up to 10 h recording'],
        ['Protection', 'IP67, 2 m drop test'],
        ['Weight', '150 g'],
      ]),
    ],
    features: nv([
      ['One-touch recording', 'A large slide switch starts recording, even with gloves.'],
      ['Pre-record buffer', 'Keeps the 30 seconds before recording started.'],
      ['Docking station upload', 'Footage offloads automatically when the camera is docked.'],
    ]),
    useCases: ['Security guard patrols', 'Parking enforcement', 'Retail loss prevention', 'Event stewards'],
    includedItems: ['Body camera', 'Rotating clip', 'USB-C cable', 'Charger', 'User manual'],
    reviews: [
      {
        author: 'Steve H.',
        rating: 4,
        text: 'Battery easily covers a 10-hour shift. The clip is very secure.',
        date: '2026-08-25',
      },
      {
        author: 'Okan B.',
        rating: 4,
        text: 'Görüntü net, ekranı güneş altında biraz zor okunuyor.',
        date: '2026-07-04',
      },
    ],
  },
  {
    id: 'motorola-mototrbo-dp4400e',
    title: 'Motorola MOTOTRBO DP4400e Digital Two-Way Radio',
    description:
      'The DP4400e is a professional DMR radio that switches between analogue and digital operation, so it works with your existing fleet while you migrate. Intelligent audio adjusts the volume to background noise and suppresses wind and machinery sounds. It is submersible to 2 m and runs a full shift and more on one IMPRES battery.',
    priceCents: 89999,
    oldPriceCents: 99999,
    brand: 'Motorola Solutions',
    category: 'walkie-talkie',
    subcategory: 'radios',
    attributes: {
      licence: 'licensed',
      radioMode: 'digital-analogue',
      channels: 32,
      batteryLifeH: 29,
      ipRating: 'IP68',
    },
    rating: 4.9,
    stock: 6,
    isNew: false,
    isFeatured: true,
    images: gallery('motorola-mototrbo-dp4400e', [
      'Motorola MOTOTRBO DP4400e radio, front view',
      'Motorola DP4400e key features',
      'Motorola DP4400e in the desktop charger',
      'Motorola MOTOTRBO DP4400e retail box',
    ]),
    specifications: [
      spec('Radio', [
        ['Frequency', 'UHF 403 – 527 MHz'],
        ['Channels', '32'],
        ['Transmit power', '4 W high / 1 W low'],
        ['Modes', 'DMR Tier II digital and analogue'],
      ]),
      spec('Battery', [
        ['Battery', 'IMPRES Li-ion 3,000 mAh'],
        ['Battery life', 'Up to 29 h digital / 22 h analogue (5/5/90)'],
      ]),
      spec('Connectivity', [
        ['Bluetooth', '5.0 audio and data'],
        ['Wi-Fi', 'Over-the-air software updates'],
        ['GPS', 'Built-in GPS/GLONASS'],
      ]),
      spec('General', [
        ['Protection', 'IP68, submersible to 2 m for 2 h'],
        ['Dimensions', '130 × 55 × 35 mm'],
        ['Weight', '310 g with battery'],
      ]),
    ],
    features: nv([
      ['Intelligent audio', 'Volume adapts automatically to the noise around you.'],
      ['Dual mode', 'Talks to both analogue and digital radios.'],
      ['Man down', 'Optional alert when the user falls or stops moving.'],
      ['Rugged build', 'Meets US military standard 810 C–H.'],
    ]),
    useCases: ['Factories and warehouses', 'Security teams', 'Hotels and event venues', 'Construction sites'],
    includedItems: [
      'DP4400e radio',
      'IMPRES Li-ion battery',
      'UHF antenna',
      'Belt clip',
      'Desktop charger',
      'User guide',
    ],
    reviews: [
      {
        author: 'Rick F.',
        rating: 5,
        text: 'Clear audio in a loud plant, and the batteries last two shifts.',
        date: '2026-09-05',
      },
      {
        author: 'Hakan S.',
        rating: 5,
        text: 'Dijital modda ses kalitesi mükemmel, depo içinde kapsama sorunu yaşamadık.',
        date: '2026-07-22',
      },
      {
        author: 'Anna G.',
        rating: 5,
        text: 'Expensive, but it is the last radio we will need for years.',
        date: '2026-06-14',
      },
    ],
  },
  {
    id: 'motorola-talkabout-t82-extreme',
    title: 'Motorola Talkabout T82 Extreme PMR446 Twin Pack',
    description:
      'Two licence-free PMR446 radios built for the outdoors, with up to 10 km range in open terrain. They are splash-resistant to IPX4, have a built-in torch and hands-free VOX, and charge together in the included dual charger. They are a simple way to keep a family or a small team in touch on the slopes or the trail.',
    priceCents: 11999,
    oldPriceCents: 13999,
    brand: 'MOTOROLA',
    category: 'walkie-talkie',
    subcategory: 'radios',
    attributes: {
      licence: 'pmr446',
      radioMode: 'analogue',
      channels: 16,
      rangeKm: 10,
      batteryLifeH: 18,
      ipRating: 'IPX4',
    },
    rating: 4.4,
    stock: 30,
    isNew: false,
    isFeatured: false,
    images: gallery('motorola-talkabout-t82-extreme', [
      'Motorola Talkabout T82 Extreme twin pack, front view',
      'Close-up of the backlit display',
      'Motorola T82 Extreme radios in the mountains',
    ]),
    specifications: [
      spec('Radio', [
        ['Band', 'PMR446, licence-free'],
        ['Channels', '16 channels, 121 privacy codes'],
        ['Range', 'Up to 10 km in open terrain'],
      ]),
      spec('Power', [
        ['Battery', 'NiMH 1,300 mAh rechargeable or 3 × AA'],
        ['Battery life', 'Up to 18 h'],
      ]),
      spec('General', [
        ['Protection', 'IPX4 splash resistant'],
        ['Extras', 'LED torch, VOX, 20 call tones, keypad lock'],
        ['Weight', '165 g each'],
      ]),
    ],
    features: nv([
      ['Hands-free VOX', 'Talk without pressing a button.'],
      ['Built-in torch', 'Handy at camp or on a dark trail.'],
      ['Dual charger', 'Charge both radios from one adapter.'],
    ]),
    useCases: ['Hiking and skiing', 'Camping and family trips', 'Small event crews'],
    includedItems: [
      '2 × T82 Extreme radios',
      '2 × NiMH battery packs',
      'Dual desktop charger',
      '2 × belt clips',
      '2 × earpieces with PTT',
    ],
    reviews: [
      {
        author: 'Olivia C.',
        rating: 5,
        text: 'Worked across the whole ski area, about 6 km between us.',
        date: '2026-02-18',
      },
      {
        author: 'Berk A.',
        rating: 4,
        text: 'Kamp için ideal, fener özelliği beklenmedik derecede kullanışlı.',
        date: '2026-08-09',
      },
    ],
  },
  {
    id: 'kenwood-tk-3701d',
    title: 'Kenwood TK-3701D Digital PMR446 Radio',
    description:
      'The Kenwood TK-3701D is a compact handheld radio that works in both digital (dPMR) and analogue mode on the licence-free PMR446 band. Digital mode gives clearer audio and wider coverage, and the 1,430 mAh Li-ion battery lasts up to 18 hours. Rated IP54, it is built for the daily pace of shop, hotel and warehouse teams.',
    priceCents: 18999,
    brand: 'kenwood',
    category: 'walkie-talkie',
    subcategory: 'radios',
    attributes: { licence: 'pmr446', radioMode: 'digital-analogue', channels: 48, batteryLifeH: 18, ipRating: 'IP54' },
    rating: 4.6,
    stock: 14,
    isNew: true,
    isFeatured: false,
    images: gallery('kenwood-tk-3701d', [
      'Kenwood TK-3701D radio, front view',
      'Kenwood TK-3701D in its charging cradle',
    ]),
    specifications: [
      spec('Radio', [
        ['Band', 'PMR446 (446.0 – 446.2 MHz), licence-free'],
        ['Channels', '32 digital + 16 analogue'],
        ['Output power', '0.5 W'],
        ['Modes', 'dPMR digital and FM analogue'],
      ]),
      spec('Battery', [
        ['Type', 'Li-ion 1,430 mAh'],
        ['Operating time', 'Up to 18 hours (digital)'],
      ]),
      spec('General', [
        ['Protection', 'IP54'],
        ['Dimensions', '54 × 122 × 26 mm'],
        ['Weight', '200 g'],
      ]),
    ],
    features: nv([
      ['Digital audio', 'Clear, noise-free audio even at the edge of coverage.'],
      ['Voice announcements', 'The radio announces the channel and battery level, so no display is needed.'],
      ['Broad compatibility', 'Also talks to analogue PMR446 radios.'],
    ]),
    useCases: ['Shop and shopping-centre teams', 'Hotel and restaurant staff', 'Warehouse and logistics operations'],
    includedItems: ['TK-3701D radio', 'Li-ion battery', 'Desktop charger and adapter', 'Belt clip', 'User manual'],
    reviews: [
      {
        author: 'Gökhan E.',
        rating: 5,
        text: 'Mağazanın iki katı arasında net iletişim, bataryası tüm günü çıkarıyor.',
        date: '2026-09-09',
      },
      {
        author: 'Sarah J.',
        rating: 4,
        text: 'Small and light. Digital mode sounds much cleaner than our old analogue radios.',
        date: '2026-06-30',
      },
    ],
  },
  {
    id: 'milo-action-communicator',
    title: 'Milo Action Communicator – Hands-Free Group Radio',
    description:
      'Milo is a hands-free walkie-talkie for groups on the move: it picks up your voice automatically and filters out wind, so you can talk while skiing, cycling or paddling. Up to 8 Milos join one group and stay connected up to 1.6 km apart. A single charge lasts a full day outside.',
    priceCents: 14999,
    brand: 'MILO',
    category: 'walkie-talkie',
    subcategory: 'radios',
    attributes: { rangeKm: 1.6, batteryLifeH: 12, ipRating: 'IP67' },
    rating: 4.2,
    stock: 20,
    isNew: true,
    isFeatured: false,
    images: gallery('milo-action-communicator', [
      'Milo Action Communicator, front view',
      'Milo Action Communicator key features',
      'Milo Action Communicator clipped on for a hike',
    ]),
    specifications: [
      spec('Communication', [
        ['Range', 'Up to 1.6 km between units, line of sight'],
        ['Group size', 'Up to 8 users'],
        ['Voice', 'Voice activation with wind noise suppression'],
      ]),
      spec('Power', [
        ['Battery life', 'Up to 12 h'],
        ['Charging', 'USB-C, 2 h to full'],
      ]),
      spec('General', [
        ['Protection', 'IP67 waterproof'],
        ['Bluetooth', 'Pair with a phone for music and calls'],
        ['Weight', '85 g'],
      ]),
    ],
    features: nv([
      ['Hands-free talk', 'Just speak; no button to press.'],
      ['Wind filtering', 'Clear speech at speed on bikes and skis.'],
      ['Push-to-mute', 'The big button mutes you instantly.'],
    ]),
    useCases: ['Skiing and snowboarding groups', 'Cycling and mountain biking', 'Kayaking and sailing'],
    includedItems: ['Milo communicator', 'Carabiner strap mount', 'USB-C cable', 'Quick start card'],
    reviews: [
      {
        author: 'Jake M.',
        rating: 4,
        text: 'Great on the ski lift and the slopes, no fumbling with gloves.',
        date: '2026-03-02',
      },
      {
        author: 'Elif N.',
        rating: 4,
        text: 'Bisiklet turlarında çok rahat, rüzgarda bile sesler anlaşılıyor.',
        date: '2026-07-27',
      },
    ],
  },
  {
    id: 'hikvision-16-port-poe-switch',
    title: 'Hikvision DS-3E0318P-E/M 16-Port PoE Switch with Gigabit Uplinks',
    description:
      'An unmanaged 16-port PoE switch made for camera systems, with a 230 W power budget and two gigabit uplinks. Long-range mode sends power and data up to 300 m, well beyond the usual 100 m Ethernet limit. It mounts in a standard 19" rack.',
    priceCents: 27999,
    oldPriceCents: 31999,
    brand: 'Hikvision Digital Technology Co., Ltd.',
    category: 'network',
    subcategory: 'switches',
    attributes: { ports: 18, poePorts: 16, poeBudgetW: 230, poeStandard: 'at', uplinks: 2, managed: false },
    rating: 4.5,
    stock: 12,
    isNew: true,
    isFeatured: false,
    images: gallery('hikvision-16-port-poe-switch', [
      'Hikvision 16-port PoE switch, front view',
      'Close-up of the gigabit uplink and SFP ports',
      'Hikvision PoE switch installed in a 19" rack',
    ]),
    specifications: [
      spec('Ports', [
        ['PoE ports', '16 × RJ45 10/100 Mbps'],
        ['Uplinks', '2 × Gigabit combo (RJ45 / SFP)'],
      ]),
      spec('PoE', [
        ['Standards', 'IEEE 802.3af / 802.3at'],
        ['Power budget', '230 W'],
        ['Per port', 'Up to 30 W'],
        ['Long-range mode', 'Up to 300 m at 10 Mbps'],
      ]),
      spec('General', [
        ['Switching capacity', '7.2 Gbps'],
        ['Mounting', '19" rack, 1U'],
        ['Power', '100 – 240 V AC'],
      ]),
    ],
    features: nv([
      ['Long-range PoE', 'Reach cameras up to 300 m away without extenders.'],
      ['Priority ports', 'Ports 1–8 get priority when the power budget runs short.'],
      ['Plug and play', 'Unmanaged, no configuration required.'],
    ]),
    useCases: [
      'Camera systems with 9 to 16 cameras',
      'Car parks with long cable runs',
      'Server and communications rooms',
    ],
    includedItems: ['PoE switch', 'Power cord', 'Rack mounting ears', 'Rubber feet', 'Screw kit'],
    reviews: [
      {
        author: 'Ian D.',
        rating: 5,
        text: 'Running 14 cameras with room to spare on the power budget.',
        date: '2026-08-18',
      },
      {
        author: 'Serkan G.',
        rating: 4,
        text: 'Uzun mesafe modu 180 metrelik hatta sorunsuz çalıştı.',
        date: '2026-07-08',
      },
    ],
  },
  {
    id: 'tp-link-8-port-poe-switch',
    title: 'TP-Link TL-SG1008MP 8-Port Gigabit PoE+ Switch',
    description:
      'A fanless desktop switch with eight gigabit ports, all of them PoE+, sharing a 126 W power budget. It powers IP cameras, access points and VoIP phones without separate adapters. Extend mode reaches devices up to 250 m away, and a priority mode keeps key devices powered when the budget is tight.',
    priceCents: 10999,
    oldPriceCents: 12999,
    brand: 'TP-Link',
    category: 'network',
    subcategory: 'switches',
    attributes: { ports: 8, poePorts: 8, poeBudgetW: 126, poeStandard: 'at', managed: false },
    rating: 4.7,
    stock: 35,
    isNew: false,
    isFeatured: true,
    images: gallery('tp-link-8-port-poe-switch', [
      'TP-Link 8-port gigabit PoE+ switch, front view',
      'TP-Link TL-SG1008MP key features',
      'TP-Link switch on a desk',
    ]),
    specifications: [
      spec('Ports', [
        ['Ethernet', '8 × 10/100/1000 Mbps RJ45'],
        ['PoE ports', '8 × PoE+ (IEEE 802.3af/at)'],
      ]),
      spec('PoE', [
        ['Power budget', '126 W'],
        ['Per port', 'Up to 30 W'],
        ['Modes', 'Standard, Extend (250 m at 10 Mbps), Isolation'],
      ]),
      spec('General', [
        ['Switching capacity', '16 Gbps'],
        ['Cooling', 'Fanless, silent'],
        ['Dimensions', '250 × 180 × 44 mm, desktop or rack mountable'],
      ]),
    ],
    features: nv([
      ['Silent', 'Fanless design for offices and living rooms.'],
      ['Extend mode', 'Power devices up to 250 m away.'],
      ['Plug and play', 'No configuration needed.'],
    ]),
    useCases: ['Small office networks', 'Home camera systems', 'Powering Wi-Fi access points'],
    includedItems: ['PoE+ switch', 'Power cord', 'Rack mounting kit', 'Rubber feet', 'Installation guide'],
    reviews: [
      {
        author: 'Nina K.',
        rating: 5,
        text: 'Silent and runs four cameras and two access points without breaking a sweat.',
        date: '2026-09-11',
      },
      { author: 'Umut F.', rating: 5, text: 'Fiyatına göre çok iyi, metal kasa sağlam.', date: '2026-08-01' },
    ],
  },
  {
    id: 'ubiquiti-unifi-switch-lite-16-poe',
    title: 'Ubiquiti UniFi Switch Lite 16 PoE',
    description:
      'A compact, fanless Layer 2 managed switch with 16 gigabit ports, eight of them PoE+. It is configured and monitored from the UniFi Network application together with your UniFi gateways and access points. Rack ears are included for 19" cabinets.',
    priceCents: 19999,
    brand: 'Ubiquiti',
    category: 'network',
    subcategory: 'switches',
    attributes: { ports: 16, poePorts: 8, poeBudgetW: 45, poeStandard: 'at', managed: true },
    rating: 4.8,
    stock: 11,
    isNew: true,
    isFeatured: false,
    images: gallery('ubiquiti-unifi-switch-lite-16-poe', [
      'Ubiquiti UniFi Switch Lite 16 PoE, front view',
      'UniFi Switch Lite 16 PoE mounted in a rack',
    ]),
    specifications: [
      spec('Ports', [
        ['Ethernet', '16 × 10/100/1000 Mbps RJ45'],
        ['PoE ports', '8 × PoE+ (IEEE 802.3af/at)'],
      ]),
      spec('Power', [
        ['PoE budget', '45 W'],
        ['Max consumption', '8 W excluding PoE output'],
      ]),
      spec('Management', [
        ['Layer', 'Layer 2 managed'],
        ['Software', 'UniFi Network application'],
        ['Features', 'VLANs, link aggregation, port mirroring, STP'],
      ]),
    ],
    features: nv([
      ['Fanless', 'Silent operation for open offices.'],
      ['Single pane of glass', 'Manage together with the rest of your UniFi network.'],
      ['Port insights', 'Per-port traffic and PoE usage in the app.'],
    ]),
    useCases: ['UniFi home and office networks', 'Powering UniFi access points and cameras', 'Small rack cabinets'],
    includedItems: ['Switch', 'Power adapter', 'Rack mount ears', 'Screws'],
    reviews: [
      {
        author: 'Ben A.',
        rating: 5,
        text: 'Adopted into my UniFi controller in seconds. Completely silent.',
        date: '2026-08-27',
      },
      {
        author: 'Deniz H.',
        rating: 4,
        text: 'PoE bütçesi 45 W, iki erişim noktası ve bir kamera için yeterli.',
        date: '2026-06-21',
      },
    ],
  },
  {
    id: 'cat6-utp-cable-305m',
    title: 'Cat6 U/UTP Installation Cable, 23 AWG, 305 m Box',
    description:
      'Belden Cat6 U/UTP cable with four pairs of 23 AWG solid copper conductors, tested up to 250 MHz. The 305 m pull-through box lets you pull the cable without kinks or tangles, and it suits IP camera, PoE and gigabit network installations. The LSZH outer jacket adds to fire safety indoors.',
    priceCents: 16999,
    oldPriceCents: 19999,
    brand: 'Belden',
    category: 'cables',
    subcategory: 'installation-cables',
    attributes: { lengthM: 305, cableCategory: 'cat6', conductor: 'solid-copper', pieces: 1 },
    rating: 4.6,
    stock: 8,
    isNew: false,
    isFeatured: false,
    images: gallery('cat6-utp-cable-305m', [
      'Cat6 U/UTP cable in a 305 m box',
      'Close-up of the pull-through opening of the cable box',
    ]),
    specifications: [
      spec('Cable', [
        ['Category', 'Cat6 U/UTP'],
        ['Conductors', '4 pairs, 23 AWG solid copper'],
        ['Bandwidth', '250 MHz'],
        ['Outer diameter', '6.2 mm'],
      ]),
      spec('Jacket and packaging', [
        ['Outer jacket', 'LSZH, CPR class Eca'],
        ['Colour', 'Grey'],
        ['Length', '305 m in a pull-through box'],
      ]),
    ],
    features: nv([
      ['Solid copper', 'No CCA: low resistance for PoE.'],
      ['Metre markings', 'The length is printed on the jacket every metre.'],
      ['Tangle-free pulling', 'The reel inside the box makes the cable easy to handle.'],
    ]),
    useCases: ['IP camera installations', 'Structured cabling in offices', 'PoE-powered access points'],
    includedItems: ['305 m of Cat6 cable (boxed)'],
    reviews: [
      {
        author: 'Murat I.',
        rating: 5,
        text: 'Gerçek bakır, PoE kameralarda 90 metrede sorun yok.',
        date: '2026-09-03',
      },
      {
        author: 'Kevin R.',
        rating: 4,
        text: 'Good quality cable; the box pulls cleanly without tangles.',
        date: '2026-05-09',
      },
    ],
  },
  {
    id: 'cat6-patch-cable-5-pack',
    title: 'Cat6 Patch Cable 2 m, 5-Pack (Colour Coded)',
    description:
      'Five 2-metre Cat6 patch cables in five colours for tidy, colour-coded racks and desks. Snagless boots protect the clips and gold-plated contacts keep connections reliable at gigabit speeds.',
    priceCents: 4499,
    brand: 'UGREEN',
    category: 'cables',
    subcategory: 'patch-cables',
    attributes: { lengthM: 2, cableCategory: 'cat6', conductor: 'stranded-copper', pieces: 5 },
    rating: 4.5,
    isNew: false,
    isFeatured: false,
    images: gallery('cat6-patch-cable-5-pack', ['Five Cat6 patch cables in blue, red, yellow, green and grey']),
    specifications: [
      spec('Cable', [
        ['Category', 'Cat6 U/UTP, 250 MHz'],
        ['Conductor', '24 AWG stranded copper'],
        ['Length', '2 m each'],
      ]),
      spec('Connectors', [
        ['Plugs', 'RJ45, gold-plated contacts'],
        ['Boots', 'Snagless'],
      ]),
    ],
    features: nv([
      ['Colour coded', 'Blue, red, yellow, green and grey.'],
      ['Snagless boots', 'Clips do not break when pulled through cable trays.'],
      ['Gigabit ready', 'Tested for 1 Gbps and PoE.'],
    ]),
    useCases: ['Patch panels and racks', 'Connecting cameras to switches', 'Home office desks'],
    includedItems: ['5 × Cat6 patch cables, 2 m', 'Velcro cable ties'],
    reviews: [
      {
        author: 'Lucy P.',
        rating: 5,
        text: 'Nice flexible cables, colours make the rack easy to read.',
        date: '2026-08-14',
      },
    ],
  },
  {
    id: 'akuvox-e12w-sip-door-phone',
    title: 'Akuvox E12W SIP Video Door Phone',
    description:
      'The Akuvox E12W is a SIP video door phone with a single call button. With its wide-angle HD camera, IR illumination for night vision and rugged IP65/IK08-rated body, it is designed for villa and office entrances. It connects over Wi-Fi or PoE and forwards calls to a smartphone, an IP phone or an indoor monitor.',
    priceCents: 15999,
    oldPriceCents: 18999,
    brand: 'akuvox',
    category: 'intercoms',
    subcategory: 'video-intercoms',
    attributes: { intercomType: 'door-station', resolutionMp: 2, sip: true, poeStandard: 'af', ipRating: 'IP65' },
    rating: 4.4,
    stock: 13,
    isNew: true,
    isFeatured: true,
    images: gallery('akuvox-e12w-sip-door-phone', [
      'Akuvox E12W SIP door phone, front view',
      'Akuvox E12W key features',
      'Akuvox E12W installed beside an entrance door',
    ]),
    specifications: [
      spec('Camera', [
        ['Resolution', '2 MP (1920 × 1080)'],
        ['Field of view', '115° horizontal'],
        ['Night vision', 'IR LED, 3 m'],
      ]),
      spec('Connectivity', [
        ['Protocols', 'SIP 2.0, RTSP, ONVIF'],
        ['Network', 'Wi-Fi 2.4 GHz and 10/100 Mbps Ethernet'],
        ['Power', 'PoE (802.3af) or 12 V DC'],
        ['Relay', '1 × door lock relay'],
      ]),
      spec('General', [
        ['Protection', 'IP65, IK08'],
        ['Operating temperature', '−40 °C to 70 °C'],
        ['Dimensions', '174 × 68 × 36 mm'],
      ]),
    ],
    features: nv([
      ['Mobile app', 'Open the door from your phone with the SmartPlus app.'],
      ['Broad compatibility', 'Works with SIP-based IP phones and PBXs.'],
      ['Rugged body', 'Aluminium alloy front panel with IK08 impact resistance.'],
    ]),
    useCases: [
      'Entrances of detached houses and villas',
      'Office and small business doors',
      'Garden gates of residential estates',
    ],
    includedItems: [
      'E12W door phone',
      'Surface-mount box',
      'Screws and wall plugs',
      'Torx screwdriver',
      'Quick installation guide',
    ],
    reviews: [
      {
        author: 'Tolga M.',
        rating: 5,
        text: 'Telefondan kapıyı açmak çok pratik, görüntü gece de net.',
        date: '2026-09-13',
      },
      {
        author: 'Rachel B.',
        rating: 4,
        text: 'Worked with our Yeastar PBX straight away. Wi-Fi setup was a bit fiddly.',
        date: '2026-07-16',
      },
    ],
  },
  {
    id: 'aiphone-jos-video-intercom-kit',
    title: 'Aiphone JOS-1A 7" Hands-Free Video Intercom Kit',
    description:
      'A complete video intercom set with a 7-inch hands-free monitor and a surface-mounted door station, wired over just two conductors. Visitors are seen in colour day and night, and the door can be released with one touch. It installs easily over existing doorbell wiring.',
    priceCents: 59999,
    brand: 'Aiphone',
    category: 'intercoms',
    subcategory: 'video-intercoms',
    attributes: { intercomType: 'kit', screenIn: 7, sip: false, poeStandard: 'none', ipRating: 'IP54' },
    rating: 4.3,
    stock: 0,
    isNew: true,
    isFeatured: false,
    images: gallery('aiphone-jos-video-intercom-kit', [
      'Aiphone JOS-1A kit with 7-inch monitor and door station',
      'Aiphone monitor mounted in a hallway',
    ]),
    specifications: [
      spec('Monitor', [
        ['Screen', '7" colour LCD'],
        ['Audio', 'Hands-free, adjustable volume'],
        ['Recording', 'Up to 80 still pictures'],
      ]),
      spec('Door station', [
        ['Camera', 'Colour, 170° wide angle, white LED illumination'],
        ['Protection', 'IP54'],
        ['Mounting', 'Surface mount'],
      ]),
      spec('System', [
        ['Wiring', '2 conductors, up to 100 m'],
        ['Power', 'Plug-in adapter, 100 – 240 V AC'],
        ['Expansion', 'Up to 2 monitors and 2 door stations'],
      ]),
    ],
    features: nv([
      ['Two-wire install', 'Reuses existing doorbell wiring.'],
      ['Picture memory', 'Saves a photo of every visitor automatically.'],
      ['Door release', 'Unlock an electric strike from the monitor.'],
    ]),
    useCases: ['Homes replacing an old doorbell', 'Small offices and clinics', 'Gated entrances'],
    includedItems: ['7" monitor', 'Door station', 'Power adapter', 'Wall bracket', 'Installation manual'],
    reviews: [
      {
        author: 'George H.',
        rating: 4,
        text: 'Swapped my doorbell in an afternoon. Picture is clear and the audio is good.',
        date: '2026-06-02',
      },
    ],
  },
  {
    id: 'sandisk-high-endurance-256gb',
    title: 'SanDisk High Endurance 256 GB microSDXC Card',
    description:
      'A microSD card built for the constant writing of security cameras and dash cams, rated for up to 20,000 hours of Full HD recording. U3 and V30 speed classes keep 4K recordings smooth. The SD adapter is included.',
    priceCents: 3999,
    oldPriceCents: 4999,
    brand: 'SanDisk',
    category: 'accessories',
    subcategory: 'memory-cards',
    attributes: { capacityGb: 256, surveillanceRated: true },
    rating: 4.8,
    stock: 60,
    isNew: false,
    isFeatured: false,
    images: gallery('sandisk-high-endurance-256gb', [
      'SanDisk High Endurance 256 GB microSDXC card',
      'SanDisk High Endurance cards in 256 GB and 128 GB',
    ]),
    specifications: [
      spec('Performance', [
        ['Capacity', '256 GB'],
        ['Read / write', 'Up to 100 / 40 MB/s'],
        ['Speed class', 'U3, V30, Class 10'],
      ]),
      spec('Endurance', [
        ['Rated recording', 'Up to 20,000 h of Full HD video'],
        ['Durability', 'Waterproof, temperature-, shock- and X-ray-proof'],
        ['Operating temperature', '−25 °C to 85 °C'],
      ]),
    ],
    features: nv([
      ['Made for cameras', 'Designed for continuous overwrite recording.'],
      ['4K ready', 'V30 sustains 4K video recording.'],
      ['Adapter included', 'Read the card in any SD slot.'],
    ]),
    useCases: ['IP cameras with on-board recording', 'Dash cams', 'Body cameras'],
    includedItems: ['256 GB microSDXC card', 'SD adapter'],
    reviews: [
      { author: 'Tim V.', rating: 5, text: 'Running in my doorbell camera for a year, no errors.', date: '2026-09-07' },
      {
        author: 'Esra Y.',
        rating: 5,
        text: 'Kameraya taktım, 256 GB ile yaklaşık 3 hafta kayıt tutuyor.',
        date: '2026-08-19',
      },
    ],
  },
  {
    id: 'tp-link-poe-injector',
    title: 'TP-Link TL-POE170S PoE++ Injector, 60 W',
    description:
      'Adds up to 60 W of PoE++ power to any gigabit Ethernet link, enough for PTZ cameras, Wi-Fi 6 access points and LED lighting. It negotiates automatically with 802.3af, at and bt devices and sits on a desk or mounts on a wall.',
    priceCents: 5499,
    oldPriceCents: 6499,
    brand: 'TP-Link',
    category: 'network',
    subcategory: 'poe',
    attributes: { ports: 2, poePorts: 1, poeBudgetW: 60, poeStandard: 'bt' },
    rating: 4.6,
    stock: 25,
    isNew: false,
    isFeatured: false,
    images: gallery('tp-link-poe-injector', [
      'TP-Link PoE++ injector with data in and PoE out ports',
      'TP-Link PoE injector on a desk',
    ]),
    specifications: [
      spec('Ports', [
        ['Data in', '1 × 10/100/1000 Mbps RJ45'],
        ['PoE out', '1 × 10/100/1000 Mbps RJ45'],
      ]),
      spec('Power', [
        ['Standard', 'IEEE 802.3bt (backward compatible with af/at)'],
        ['Output', 'Up to 60 W'],
        ['Input', '100 – 240 V AC'],
      ]),
      spec('General', [
        ['Distance', 'Up to 100 m'],
        ['Mounting', 'Desktop or wall'],
      ]),
    ],
    features: nv([
      ['60 W output', 'Powers PTZ cameras and high-power access points.'],
      ['Auto detection', 'Only supplies power to PoE devices.'],
      ['Plug and play', 'No configuration.'],
    ]),
    useCases: ['Powering a single PTZ camera', 'Adding a Wi-Fi 6 access point without a PoE switch'],
    includedItems: ['PoE injector', 'Power cord', 'Installation guide'],
    reviews: [
      { author: 'Adam S.', rating: 5, text: 'Powers our PTZ camera with no trouble at all.', date: '2026-07-25' },
    ],
  },
  {
    id: 'camera-junction-box',
    title: 'Camera Junction Box for Dome and Turret Cameras',
    description:
      'An aluminium alloy junction box for dome and turret cameras. It hides the cable connectors and spare cable inside the box, protecting them outdoors from moisture and tampering. It mounts on a wall or a ceiling, and its side cable entry also takes surface-mounted conduit.',
    priceCents: 4199,
    brand: '',
    category: 'accessories',
    subcategory: 'mounts',
    attributes: { mountType: 'junction-box', material: 'aluminium', fitsDome: true, fitsTurret: true },
    rating: 4.0,
    isNew: false,
    isFeatured: false,
    images: gallery('camera-junction-box', ['Camera junction box, top view']),
    specifications: [
      spec('Material', [
        ['Body', 'Aluminium alloy'],
        ['Colour', 'White'],
      ]),
      spec('Dimensions', [
        ['Diameter', 'Ø 150 mm'],
        ['Height', '45 mm'],
        ['Load capacity', '3 kg'],
      ]),
    ],
    features: nv([
      ['Hidden wiring', 'The connectors stay inside the box.'],
      ['Side entry', 'A cable entry for a 20 mm conduit.'],
      ['Universal holes', 'Fits many dome and turret cameras.'],
    ]),
    useCases: ['Mounting cameras on outside walls', 'Mounting dome cameras on ceilings'],
    includedItems: ['Junction box', 'Screws and wall plugs', 'Gasket'],
    reviews: [
      {
        author: 'Ali R.',
        rating: 4,
        text: 'Kamera ile tam uyumlu, kablolar düzgün şekilde gizlendi.',
        date: '2026-05-30',
      },
    ],
  },
  {
    id: 'wall-mount-bracket',
    title: 'Dahua PFB203W Wall Mount Bracket',
    description:
      'A white aluminium wall bracket that holds dome and turret cameras away from the wall for a better field of view. The hollow arm keeps cables hidden and out of the weather.',
    priceCents: 4599,
    brand: 'Dahua',
    category: 'accessories',
    subcategory: 'mounts',
    attributes: { mountType: 'wall-bracket', material: 'aluminium' },
    rating: 4.2,
    isNew: false,
    isFeatured: false,
    images: gallery('wall-mount-bracket', ['Dahua PFB203W wall mount bracket']),
    specifications: [
      spec('Material', [
        ['Body', 'Aluminium, white powder coat'],
        ['Load capacity', '3 kg'],
      ]),
      spec('Dimensions', [
        ['Size', '123 × 109 × 181 mm'],
        ['Weight', '0.38 kg'],
      ]),
    ],
    features: nv([
      ['Hidden cabling', 'Cables run inside the arm.'],
      ['Weatherproof', 'Suitable for outdoor installations.'],
      ['Wide compatibility', 'Fits most Dahua and many other dome cameras.'],
    ]),
    useCases: ['Mounting dome cameras on outside walls', 'Turret cameras in corridors'],
    includedItems: ['Wall bracket', 'Screws and anchors', 'Mounting template'],
    reviews: [{ author: 'Ryan C.', rating: 4, text: 'Sturdy and fits my dome camera perfectly.', date: '2026-08-06' }],
  },
  {
    id: 'retevis-heavy-duty-headset',
    title: 'Retevis Heavy-Duty Noise-Cancelling Headset with PTT (2-pin)',
    description:
      'An over-ear headset for two-way radios in loud places such as factories, airfields and construction sites. The noise-cancelling boom microphone and 24 dB hearing protection keep speech clear, and the large inline PTT button is easy to find with gloves. It fits Kenwood-style 2-pin radios.',
    priceCents: 5999,
    brand: 'Retevis',
    category: 'accessories',
    subcategory: 'headsets',
    attributes: { connector: '2-pin', noiseCancelling: true },
    rating: 4.1,
    isNew: false,
    isFeatured: false,
    images: gallery('retevis-heavy-duty-headset', [
      'Heavy-duty headset with boom microphone and PTT',
      'Close-up of the inline push-to-talk button',
    ]),
    specifications: [
      spec('Audio', [
        ['Microphone', 'Noise-cancelling flexible boom'],
        ['Hearing protection', 'NRR 24 dB'],
      ]),
      spec('Connection', [
        ['Connector', '2-pin Kenwood type (K1)'],
        ['PTT', 'Inline, large button'],
        ['Cable', 'Coiled, up to 1.5 m'],
      ]),
    ],
    features: nv([
      ['Noise cancelling', 'Your voice stays clear over machinery noise.'],
      ['Hearing protection', 'Padded ear cups with 24 dB attenuation.'],
      ['Glove-friendly PTT', 'Large button on the cable.'],
    ]),
    useCases: ['Factories and workshops', 'Airport ground crews', 'Motorsport pit teams'],
    includedItems: ['Headset', 'Inline PTT cable', 'Spare microphone windscreen'],
    reviews: [
      {
        author: 'Mike D.',
        rating: 4,
        text: 'Comfortable for a full shift, mic picks up my voice over the compressors.',
        date: '2026-07-02',
      },
      {
        author: 'Yusuf K.',
        rating: 4,
        text: 'Kenwood telsizle sorunsuz çalışıyor, kulaklık biraz ağır.',
        date: '2026-06-11',
      },
    ],
  },
  {
    id: 'hikvision-4-channel-poe-nvr',
    title: 'Hikvision DS-7604NXI-K1/4P 4-Channel 4K PoE NVR',
    description:
      'A compact 4-channel network video recorder with four built-in PoE ports: plug in up to four cameras and each one gets power and data over a single cable. It records cameras up to 8 MP, uses AcuSense to sort people and vehicles from other motion, and shows live view in 4K over HDMI. One SATA bay takes a drive of up to 10 TB.',
    priceCents: 21999,
    brand: 'HIKVISION',
    category: 'security',
    subcategory: 'recorders',
    attributes: {
      channels: 4,
      incomingBandwidthMbps: 40,
      maxCameraResolutionMp: 8,
      poePorts: 4,
      poeBudgetW: 50,
      poeStandard: 'at',
      driveBays: 1,
      maxDriveTb: 10,
    },
    rating: 0,
    stock: 16,
    isNew: true,
    isFeatured: false,
    images: gallery('hikvision-4-channel-poe-nvr', ['Hikvision 4-channel PoE NVR, front view']),
    specifications: [
      spec('Recording', [
        ['IP video input', '4 channels, up to 8 MP'],
        ['Incoming bandwidth', '40 Mbps'],
        ['Compression', 'H.265+, H.265, H.264+, H.264'],
      ]),
      spec('Storage', [
        ['Drive bays', '1 × SATA'],
        ['Capacity', 'Up to 10 TB per drive'],
      ]),
      spec('Interfaces', [
        ['PoE', '4 × RJ45 10/100 Mbps, IEEE 802.3af/at, 50 W budget'],
        ['Video output', 'HDMI up to 4K, VGA 1080p'],
        ['USB', '2 × USB 2.0'],
      ]),
    ],
    features: nv([
      ['Plug and play PoE', 'Cameras plugged into the rear ports are found and added automatically.'],
      ['AcuSense search', 'Find recordings of people or vehicles in seconds.'],
      ['4K HDMI output', 'Live view and playback on a 4K monitor.'],
      ['Remote access', 'Watch live and recorded video from the Hik-Connect app.'],
    ]),
    useCases: ['Homes with up to 4 cameras', 'Small shops, cafés and offices', 'Garages and workshops'],
    includedItems: ['NVR', 'Power adapter', 'USB mouse', 'SATA cable and screws', 'Quick start guide'],
    reviews: [],
  },
  {
    id: 'hikvision-16-channel-poe-nvr',
    title: 'Hikvision DS-7616NXI-K2/16P 16-Channel 4K PoE NVR',
    description:
      'A 16-channel network video recorder with sixteen built-in PoE ports and a 200 W power budget, made for larger camera systems on one box. It records cameras up to 12 MP with 160 Mbps of incoming bandwidth, filters alarms with AcuSense and outputs 4K over HDMI. Two SATA bays take drives of up to 10 TB each.',
    priceCents: 59999,
    oldPriceCents: 64999,
    brand: 'Hikvision',
    category: 'security',
    subcategory: 'recorders',
    attributes: {
      channels: 16,
      incomingBandwidthMbps: 160,
      maxCameraResolutionMp: 12,
      poePorts: 16,
      poeBudgetW: 200,
      poeStandard: 'at',
      driveBays: 2,
      maxDriveTb: 10,
    },
    rating: 0,
    stock: 6,
    isNew: true,
    isFeatured: false,
    images: gallery('hikvision-16-channel-poe-nvr', ['Hikvision 16-channel PoE NVR, front view']),
    specifications: [
      spec('Recording', [
        ['IP video input', '16 channels, up to 12 MP'],
        ['Incoming bandwidth', '160 Mbps'],
        ['Compression', 'H.265+, H.265, H.264+, H.264'],
      ]),
      spec('Storage', [
        ['Drive bays', '2 × SATA'],
        ['Capacity', 'Up to 10 TB per drive'],
      ]),
      spec('Interfaces', [
        ['PoE', '16 × RJ45 10/100 Mbps, IEEE 802.3af/at, 200 W budget'],
        ['Network', '1 × RJ45 10/100/1000 Mbps'],
        ['Video output', 'HDMI up to 4K, VGA 1080p'],
        ['USB', '2 × USB 2.0'],
      ]),
      spec('General', [
        ['Power', '100 – 240 V AC'],
        ['Mounting', '19" rack, 1U'],
      ]),
    ],
    features: nv([
      ['16 PoE ports', 'Every camera runs on one cable straight to the recorder; no separate switch needed.'],
      ['AcuSense search', 'Find recordings of people or vehicles in seconds.'],
      ['4K HDMI output', 'Live view and playback on a 4K monitor.'],
      ['Remote access', 'Watch live and recorded video from the Hik-Connect app.'],
    ]),
    useCases: [
      'Camera systems with 9 to 16 cameras',
      'Warehouses, factories and car parks',
      'Schools, hotels and multi-storey offices',
    ],
    includedItems: ['NVR', 'Power cord', 'USB mouse', 'SATA cables and screws', 'Quick start guide'],
    reviews: [],
  },
  {
    id: 'wd-purple-4tb-surveillance-hdd',
    title: 'WD Purple 4 TB Surveillance Hard Drive (WD43PURZ)',
    description:
      'A 3.5-inch SATA hard drive built for recorders that write video around the clock. WD Purple is rated for a 180 TB per year workload and up to 64 cameras, and its AllFrame technology reduces dropped frames during playback. At 4 TB it holds weeks of recording from a small camera system.',
    priceCents: 9499,
    brand: 'WD',
    category: 'accessories',
    subcategory: 'hard-drives',
    attributes: { capacityTb: 4, rpm: 5400, workloadTbYear: 180, surveillanceRated: true },
    rating: 0,
    stock: 30,
    isNew: true,
    isFeatured: false,
    images: gallery('wd-purple-4tb-surveillance-hdd', ['WD Purple 4 TB surveillance hard drive']),
    specifications: [
      spec('Drive', [
        ['Capacity', '4 TB'],
        ['Interface', 'SATA 6 Gb/s'],
        ['Form factor', '3.5 inch'],
        ['Rotational speed', '5400 RPM class'],
        ['Cache', '256 MB'],
      ]),
      spec('Surveillance', [
        ['Workload rate', '180 TB per year'],
        ['Cameras', 'Up to 64'],
        ['Drive bays', 'Systems with up to 8 bays'],
        ['Warranty', '3-year limited warranty'],
      ]),
    ],
    features: nv([
      ['Made for 24/7 recording', 'Firmware tuned for the constant writing of NVRs and DVRs.'],
      ['AllFrame technology', 'Reduces dropped frames and gaps in recorded video.'],
      ['Up to 64 cameras', 'Handles the streams of a large recorder at once.'],
    ]),
    useCases: [
      'Hikvision and other NVRs',
      'DVRs in small camera systems',
      'Replacing a full or failing recorder drive',
    ],
    includedItems: ['WD Purple 4 TB hard drive'],
    reviews: [],
  },
  {
    id: 'wd-purple-8tb-surveillance-hdd',
    title: 'WD Purple 8 TB Surveillance Hard Drive (WD85PURZ)',
    description:
      'An 8 TB, 3.5-inch SATA hard drive for network video recorders that record around the clock. It is rated for a 180 TB per year workload and up to 64 cameras, and AllFrame technology reduces dropped frames. Two of them in a 2-bay recorder keep a month or more of recording from eight 4 MP cameras.',
    priceCents: 18999,
    oldPriceCents: 20999,
    brand: 'WD',
    category: 'accessories',
    subcategory: 'hard-drives',
    attributes: { capacityTb: 8, rpm: 5640, workloadTbYear: 180, surveillanceRated: true },
    rating: 0,
    stock: 14,
    isNew: true,
    isFeatured: false,
    images: gallery('wd-purple-8tb-surveillance-hdd', ['WD Purple 8 TB surveillance hard drive']),
    specifications: [
      spec('Drive', [
        ['Capacity', '8 TB'],
        ['Interface', 'SATA 6 Gb/s'],
        ['Form factor', '3.5 inch'],
        ['Rotational speed', '5640 RPM class'],
        ['Cache', '256 MB'],
      ]),
      spec('Surveillance', [
        ['Workload rate', '180 TB per year'],
        ['Cameras', 'Up to 64'],
        ['Drive bays', 'Systems with up to 8 bays'],
        ['Warranty', '3-year limited warranty'],
      ]),
    ],
    features: nv([
      ['Made for 24/7 recording', 'Firmware tuned for the constant writing of NVRs and DVRs.'],
      ['AllFrame technology', 'Reduces dropped frames and gaps in recorded video.'],
      ['Long retention', 'Room for weeks of high-resolution recording.'],
    ]),
    useCases: [
      '8- and 16-channel NVRs',
      'Systems with 4K cameras',
      'Sites that must keep recordings for 30 days or more',
    ],
    includedItems: ['WD Purple 8 TB hard drive'],
    reviews: [],
  },
  {
    id: 'seagate-skyhawk-2tb-surveillance-hdd',
    title: 'Seagate SkyHawk 2 TB Surveillance Hard Drive (ST2000VX017)',
    description:
      'An entry-level 3.5-inch SATA hard drive for home and small-business recorders. SkyHawk firmware with ImagePerfect is tuned for continuous video writing, it is rated for a 180 TB per year workload and up to 64 cameras, and Rescue data recovery services are included for three years.',
    priceCents: 6499,
    brand: 'Seagate',
    category: 'accessories',
    subcategory: 'hard-drives',
    attributes: { capacityTb: 2, workloadTbYear: 180, surveillanceRated: true },
    rating: 0,
    stock: 22,
    isNew: true,
    isFeatured: false,
    images: gallery('seagate-skyhawk-2tb-surveillance-hdd', ['Seagate SkyHawk 2 TB surveillance hard drive']),
    specifications: [
      spec('Drive', [
        ['Capacity', '2 TB'],
        ['Interface', 'SATA 6 Gb/s'],
        ['Form factor', '3.5 inch'],
        ['Cache', '256 MB'],
      ]),
      spec('Surveillance', [
        ['Workload rate', '180 TB per year'],
        ['Cameras', 'Up to 64'],
        ['Drive bays', 'Systems with up to 8 bays'],
        ['Warranty', '3-year limited warranty, 3 years of Rescue data recovery'],
      ]),
    ],
    features: nv([
      ['ImagePerfect firmware', 'Tuned for continuous writing with fewer dropped frames.'],
      ['Rescue data recovery', 'Three years of data recovery services included.'],
      ['Health monitoring', 'SkyHawk Health Management works with supported recorders.'],
    ]),
    useCases: ['4-channel NVRs and DVRs', 'Home camera systems', 'Small shops with a few cameras'],
    includedItems: ['Seagate SkyHawk 2 TB hard drive'],
    reviews: [],
  },
  {
    id: 'cat6-rj45-plugs-100-pack',
    title: 'UGREEN Cat6 RJ45 Connectors, Unshielded, 100-Pack',
    description:
      'Unshielded 8P8C modular plugs for terminating Cat6 U/UTP installation cable on site. Each plug takes 23 or 24 AWG solid or stranded conductors and comes with a load bar that holds the eight wires in order, so they slide in straight and stay in the T568A or T568B sequence while you crimp. Gold-plated contacts keep gigabit and PoE connections reliable for years.',
    priceCents: 2999,
    brand: 'UGREEN',
    category: 'cables',
    subcategory: 'connectors',
    attributes: { connectorType: 'rj45', cableCategory: 'cat6', shielded: false, pieces: 100 },
    rating: 0,
    stock: 45,
    isNew: true,
    isFeatured: false,
    images: gallery('cat6-rj45-plugs-100-pack', ['Cat6 RJ45 plugs with load bars, beside their bag of 100']),
    specifications: [
      spec('Plug', [
        ['Type', 'RJ45 (8P8C), unshielded'],
        ['Category', 'Cat6'],
        ['Contacts', 'Gold-plated'],
        ['Housing', 'Clear polycarbonate'],
      ]),
      spec('Cable', [
        ['Conductors', '23 or 24 AWG, solid or stranded'],
        ['Wiring', 'T568A or T568B'],
        ['Load bar', 'Included with every plug'],
      ]),
    ],
    features: nv([
      ['Load bar', 'Keeps the eight wires in order while you push them in.'],
      ['Solid or stranded', 'Fits installation cable and patch cord alike.'],
      ['Gold-plated contacts', 'A low, stable contact resistance for PoE.'],
    ]),
    useCases: ['Terminating camera cable runs on site', 'Making patch cords to length', 'Repairing a damaged plug'],
    includedItems: ['100 × Cat6 RJ45 plugs', '100 × load bars'],
    reviews: [],
  },
  {
    id: 'rj45-ratchet-crimping-tool',
    title: 'Klein Tools Ratcheting Crimper for RJ45, RJ11 and RJ12 Connectors',
    description:
      'A ratcheting crimper for standard modular plugs: RJ45 (8P8C) for network and IP camera cable, RJ12 and RJ11 (6P) for telephone lines. The ratchet does not release until the crimp is complete, so every plug is pressed the same way. A cable cutter and a stripping blade in the handles cut and strip the cable with the same tool.',
    priceCents: 4499,
    brand: 'Klein Tools',
    category: 'accessories',
    subcategory: 'tools',
    attributes: {
      toolType: 'crimper',
      crimpsRj45: true,
      crimpsRj11: true,
      crimpsRj12: true,
      ratcheting: true,
      cableCutter: true,
      wireStripper: true,
    },
    rating: 0,
    stock: 18,
    isNew: true,
    isFeatured: false,
    images: gallery('rj45-ratchet-crimping-tool', ['Ratcheting modular crimper with red and black grips']),
    specifications: [
      spec('Crimping', [
        ['Plugs', 'RJ45 (8P8C), RJ12 (6P6C) and RJ11 (6P4C)'],
        ['Plug kind', 'Standard plugs (not pass-through)'],
        ['Action', 'Full-cycle ratchet with a release lever'],
      ]),
      spec('Cutting and stripping', [
        ['Cutter', 'Flat blade for round and flat cable'],
        ['Stripper', 'Blade for round network cable and flat telephone cable'],
      ]),
    ],
    features: nv([
      ['Ratchet action', 'Each crimp is finished before the handles open.'],
      ['Three plug sizes', 'RJ45, RJ12 and RJ11 in one tool.'],
      ['Cuts and strips', 'No other tool is needed to prepare the cable.'],
    ]),
    useCases: ['Fitting RJ45 plugs to IP camera cable', 'Network installations', 'Telephone line repairs'],
    includedItems: ['Ratcheting crimping tool'],
    reviews: [],
  },
];

/** Fixed id lists behind the header's plain links. */
export const seedProductLists: Record<'cameras' | 'walkie-talkies' | 'nvr' | 'switches', string[]> = {
  cameras: [
    'hikvision-4mp-acusense-dome-camera',
    'hikvision-8mp-colorvu-bullet-camera',
    'hikvision-4mp-ptz-camera',
    'hikvision-4mp-colorvu-turret-camera',
    'dahua-body-worn-camera',
  ],
  'walkie-talkies': [
    'motorola-mototrbo-dp4400e',
    'motorola-talkabout-t82-extreme',
    'kenwood-tk-3701d',
    'milo-action-communicator',
  ],
  nvr: ['hikvision-4-channel-poe-nvr', 'hikvision-8-channel-poe-nvr', 'hikvision-16-channel-poe-nvr'],
  switches: ['hikvision-16-port-poe-switch', 'tp-link-8-port-poe-switch', 'ubiquiti-unifi-switch-lite-16-poe'],
};

/**
 * The initial Value of the Day deal: $1,700 for HALO, whose own price (charged once the deal is
 * over) is $1,999, so it saves $299 (15 %). `oldPriceCents` is that regular price, as a deal row
 * keeps it when set.
 */
export const seedDeal = {
  productId: 'halo-smart-sensor',
  dealPriceCents: 170000,
  oldPriceCents: 199900,
  stockCap: 10,
  durationHours: 80,
};
