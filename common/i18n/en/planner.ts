/** The camera-system planner (/planner, common/kit-planner.ts): page texts, reasons and issues (planner.*). */
export default {
  nav: 'Plan a system',
  metaTitle: 'Camera system planner',
  metaDescription:
    'Pick your cameras and the planner proposes the recorder, PoE switches, drives and cable they need, and explains why.',
  title: 'Plan a camera system',
  intro:
    'Choose your cameras and how many of each. We work out the recorder, PoE power, drives and cable the system needs, explain every choice and flag anything that does not fit.',
  homeTeaser: 'Not sure what goes with your cameras? Let the planner put the whole system together.',
  form: {
    legend: 'Cameras',
    quantity: 'How many {{title}}',
    days: 'Days of recording',
    daysHint: 'Continuous recording at each camera’s highest bitrate.',
    run: 'Average cable run (m)',
    runHint: 'From the recorder or switch to each camera.',
    recorder: 'Recorder',
    switch: 'PoE switch',
    propose: 'Let the planner choose',
    submit: 'Plan my system',
    noCameras: 'There are no cameras in the catalogue yet.',
  },
  requirements: {
    title: 'What the system needs',
    cameras: 'Cameras',
    channels: 'Recorder channels',
    bitrate: 'Incoming bitrate',
    resolution: 'Highest camera resolution',
    poePorts: 'PoE ports',
    poePower: 'PoE power (draw + 20 %)',
    poeStandard: 'PoE standard',
    storage: 'Storage ({{days}}-day recording)',
    storageFormula: 'Storage = bitrate (Mbps) × 86 400 s × days ÷ 8 ÷ 1 000 000 = TB',
    cable: 'Cable',
  },
  kit: {
    title: 'Your kit',
    product: 'Product',
    quantity: 'Qty',
    price: 'Price',
    lineTotal: 'Total',
    total: 'Kit total',
    chosen: 'Your choice',
    proposed: 'Proposed',
    role: {
      camera: 'Camera',
      recorder: 'Recorder',
      switch: 'PoE switch',
      drive: 'Hard drive',
      cable: 'Cable',
    },
    add: 'Add the whole kit to the cart',
    adding: 'Adding…',
    added: 'The kit is in your cart.',
    viewCart: 'View cart',
    empty: 'Choose at least one camera to see your kit.',
  },
  reasons: {
    camera: '{{resolution}}, up to {{bitrate}}, {{power}} over {{standard}}.',
    recorder:
      'Channels needed: {{cameras}}, one per camera, at {{bitrate}} and up to {{resolution}}; this recorder takes {{channels}} channels, {{bandwidth}} and up to {{maxResolution}}.',
    recorderPoe:
      'Cameras on its own PoE ports: {{ports}} ({{power}} with headroom; it has {{poePorts}} ports and a {{budget}} budget).',
    switch:
      'Cameras on PoE switches: {{ports}}, needing {{standard}} and {{power}} with 20 % headroom; {{count}} × this switch gives {{poePorts}} PoE ports and {{budget}} ({{switchStandard}}).',
    drive:
      'A {{days}}-day recording at {{bitrate}} needs {{need}}; {{count}} × {{capacity}} gives {{total}} (drive bays in the recorder: {{bays}}).',
    driveShort:
      'A {{days}}-day recording at {{bitrate}} needs {{need}}, more than fits: of the drives we sell, the recorder takes at most {{count}} × {{capacity}} ({{total}}; drive bays: {{bays}}). Days of recording these drives hold: about {{covered}}, not {{days}}.',
    cable: 'Cable runs: {{runs}} × {{run}}, {{total}} in all; {{count}} × {{length}} box.',
  },
  issues: {
    title: 'Check these before you buy',
    none: 'Everything fits: no incompatibilities found.',
    resolutionAboveRecorder: '{{product}} records cameras up to {{has}}, but your cameras go up to {{need}}.',
    bandwidthExceeded: '{{product}} takes {{has}} of incoming video, but your cameras send {{need}}.',
    channelsExceeded: '{{product}} has {{has}} channels, but you have {{need}} cameras.',
    poePortsShort: '{{product}} has {{has}} PoE ports, but {{need}} cameras need PoE.',
    poeBudgetExceeded: '{{product}} supplies {{has}} of PoE, but the cameras need {{need}} with 20 % headroom.',
    poeStandardTooWeak: '{{product}} supplies {{has}}, but a camera needs {{need}}.',
    notEnoughBays: '{{product}} has no drive bays, so it cannot store the {{need}} of recording.',
    storageShort:
      'Days of recording these drives hold: about {{covered}}, not {{days}}. A {{days}}-day recording at {{bitrate}} needs {{need}}, but {{product}} takes at most {{has}} of the drives we sell ({{count}} × {{capacity}}).',
    storageFewerDays: 'To keep every day, set the days of recording to {{covered}} or fewer.',
    storageLargerRecorder:
      'Or choose {{title}} as the recorder: with {{count}} × {{capacity}} ({{total}}) it holds the whole {{days}}-day recording.',
    storageNoLargerRecorder:
      'None of our recorders that take these cameras holds {{need}} with the drives we sell; to keep more days, split the cameras over two recorders.',
    outOfStock: '{{title}} is out of stock.',
    notEnoughStock: 'Only {{has}} of {{title}} in stock; the kit needs {{need}}.',
    notForSale: '{{title}} is not for sale at the moment.',
    noRecorder:
      'No recorder in our catalogue takes {{channels}} cameras at {{bitrate}} and {{resolution}}. Split the cameras over two systems or contact us.',
    noSwitch:
      'No PoE switch in our catalogue meets the PoE cameras’ needs: {{power}} ({{standard}}) for {{ports}} of them.',
    noDrive:
      'None of the hard drives we have in stock fits {{product}} (up to {{maxTb}} per bay), so the kit has no storage for the {{need}} needed.',
    noCable: 'No installation cable in our catalogue covers the cable runs ({{runs}} × {{run}}).',
    missingData: 'We do not have the full specifications of {{title}}; the plan may be incomplete.',
  },
  errors: {
    noCameras: 'Choose at least one camera.',
    quantity: 'Enter a whole number of cameras, at least 1.',
    tooManyCameras: 'A plan can hold at most 256 cameras.',
    tooManyModels: 'A plan can hold at most 12 camera models.',
    duplicateCamera: 'Each camera can appear only once in a plan.',
    days: 'Days of recording must be a whole number from 1 to 365.',
    run: 'The average cable run must be a whole number of metres from 1 to 300.',
    notCamera: 'This product is not a camera: {{id}}',
    notRecorder: 'This product is not a recorder: {{id}}',
    notSwitch: 'This product is not a PoE switch: {{id}}',
    kitNotAdded: 'Nothing was added: not enough stock of {{titles}}.',
    kitHasIssues: 'The kit is incomplete; check the issues above before adding it to the cart.',
  },
};
