import info from './info.ts';
import shop from './shop.ts';

export default { ...shop, info };
