/**
 * Which Natural Earth country (or which part of it) makes up which of the 42
 * territories. Large countries are cut by longitude/latitude boxes so that
 * the real land borders give the classic board's neighbours; everything not
 * listed (remote islands, Antarctica) is left off the board.
 */

/** [west, south, east, north] in degrees. */
export type Box = [number, number, number, number];

export interface Cut {
  territory: string;
  box: Box;
}

/** Whole countries. */
export const COUNTRY_TERRITORY: Record<string, string> = {
  Greenland: 'greenland',
  Mexico: 'central-america', Guatemala: 'central-america', Belize: 'central-america', Honduras: 'central-america', 'El Salvador': 'central-america',
  Nicaragua: 'central-america', 'Costa Rica': 'central-america', Panama: 'central-america', Cuba: 'central-america', Jamaica: 'central-america',
  Haiti: 'central-america', 'Dominican Rep.': 'central-america', 'Puerto Rico': 'central-america', Bahamas: 'central-america',
  Venezuela: 'venezuela', Colombia: 'venezuela', Guyana: 'venezuela', Suriname: 'venezuela', 'Trinidad and Tobago': 'venezuela',
  Peru: 'peru', Ecuador: 'peru', Bolivia: 'peru',
  Brazil: 'brazil',
  Argentina: 'argentina', Chile: 'argentina', Uruguay: 'argentina', Paraguay: 'argentina', 'Falkland Is.': 'argentina',
  Iceland: 'iceland',
  'United Kingdom': 'great-britain', Ireland: 'great-britain', 'Isle of Man': 'great-britain',
  Norway: 'scandinavia', Sweden: 'scandinavia', Finland: 'scandinavia', 'Åland': 'scandinavia',
  Germany: 'northern-europe', Poland: 'northern-europe', Denmark: 'northern-europe', Netherlands: 'northern-europe', Belgium: 'northern-europe',
  Luxembourg: 'northern-europe', Czechia: 'northern-europe', Slovakia: 'northern-europe',
  Spain: 'western-europe', Portugal: 'western-europe', Andorra: 'western-europe', Monaco: 'western-europe',
  Italy: 'southern-europe', Switzerland: 'southern-europe', Liechtenstein: 'southern-europe', Austria: 'southern-europe', Slovenia: 'southern-europe',
  Croatia: 'southern-europe', 'Bosnia and Herz.': 'southern-europe', Serbia: 'southern-europe', Montenegro: 'southern-europe', Kosovo: 'southern-europe',
  Albania: 'southern-europe', Macedonia: 'southern-europe', Greece: 'southern-europe', Bulgaria: 'southern-europe', Romania: 'southern-europe',
  Hungary: 'southern-europe', 'San Marino': 'southern-europe', Vatican: 'southern-europe', Malta: 'southern-europe',
  Ukraine: 'ukraine', Belarus: 'ukraine', Moldova: 'ukraine', Estonia: 'ukraine', Latvia: 'ukraine', Lithuania: 'ukraine',
  Morocco: 'north-africa', 'W. Sahara': 'north-africa', Algeria: 'north-africa', Tunisia: 'north-africa', Mauritania: 'north-africa', Mali: 'north-africa',
  Niger: 'north-africa', Chad: 'north-africa', Senegal: 'north-africa', Gambia: 'north-africa', 'Guinea-Bissau': 'north-africa', Guinea: 'north-africa',
  'Sierra Leone': 'north-africa', Liberia: 'north-africa', "Côte d'Ivoire": 'north-africa', 'Burkina Faso': 'north-africa', Ghana: 'north-africa',
  Togo: 'north-africa', Benin: 'north-africa', Nigeria: 'north-africa', Cameroon: 'north-africa',
  Egypt: 'egypt', Libya: 'egypt',
  Sudan: 'east-africa', 'S. Sudan': 'east-africa', Ethiopia: 'east-africa', Eritrea: 'east-africa', Djibouti: 'east-africa', Somalia: 'east-africa',
  Somaliland: 'east-africa', Kenya: 'east-africa', Uganda: 'east-africa', Tanzania: 'east-africa', Rwanda: 'east-africa', Burundi: 'east-africa',
  'Dem. Rep. Congo': 'congo', Congo: 'congo', Gabon: 'congo', 'Eq. Guinea': 'congo', 'Central African Rep.': 'congo', Angola: 'congo',
  'South Africa': 'south-africa', Namibia: 'south-africa', Botswana: 'south-africa', Zimbabwe: 'south-africa', Mozambique: 'south-africa',
  Zambia: 'south-africa', Malawi: 'south-africa', Lesotho: 'south-africa', eSwatini: 'south-africa',
  Madagascar: 'madagascar',
  Afghanistan: 'afghanistan', Turkmenistan: 'afghanistan', Uzbekistan: 'afghanistan', Tajikistan: 'afghanistan', Kyrgyzstan: 'afghanistan',
  Turkey: 'middle-east', Syria: 'middle-east', Lebanon: 'middle-east', Israel: 'middle-east', Palestine: 'middle-east', Jordan: 'middle-east',
  Iraq: 'middle-east', Iran: 'middle-east', 'Saudi Arabia': 'middle-east', Yemen: 'middle-east', Oman: 'middle-east', 'United Arab Emirates': 'middle-east',
  Qatar: 'middle-east', Bahrain: 'middle-east', Kuwait: 'middle-east', Cyprus: 'middle-east', 'N. Cyprus': 'middle-east', Georgia: 'middle-east',
  Armenia: 'middle-east', Azerbaijan: 'middle-east',
  India: 'india', Pakistan: 'india', Nepal: 'india', Bhutan: 'india', Bangladesh: 'india', 'Sri Lanka': 'india', 'Siachen Glacier': 'india',
  Mongolia: 'mongolia', 'North Korea': 'mongolia', 'South Korea': 'mongolia',
  Taiwan: 'china', 'Hong Kong': 'china', Macao: 'china',
  Japan: 'japan',
  Myanmar: 'siam', Thailand: 'siam', Laos: 'siam', Cambodia: 'siam', Vietnam: 'siam', Singapore: 'siam',
  Philippines: 'indonesia', Brunei: 'indonesia', 'Timor-Leste': 'indonesia',
  'Papua New Guinea': 'new-guinea',
  'New Zealand': 'eastern-australia',
};

const W = -180, E = 180, N = 90;
/** The map's left and right edge (build.ts EDGE): nothing may straddle it. */
export const BERING = -169.25;

/** Countries cut into several territories (boxes may overlap only where the country has no land). */
export const COUNTRY_CUTS: Record<string, Cut[]> = {
  'United States of America': [
    { territory: 'alaska', box: [BERING + 0.01, 50, -129, N] },
    { territory: 'western-us', box: [-129, 15, -98, 50] },
    { territory: 'eastern-us', box: [-98, 15, -60, 50] },
  ],
  // Canada's mainland only; its islands go whole (COUNTRY_ISLANDS), so none is split between two territories.
  Canada: [
    { territory: 'alberta', box: [-145, 40, -110, 60] },
    { territory: 'ontario', box: [-110, 40, -79, 60] },
    { territory: 'quebec', box: [-79, 40, -50, 63] },
    { territory: 'northwest-territory', box: [-145, 60, -79, N] },
  ],
  France: [
    { territory: 'western-europe', box: [-10, 40, 15, 52] },
    { territory: 'venezuela', box: [-55, 1, -50, 7] },
  ],
  Russia: [
    { territory: 'ukraine', box: [19, 40, 55, N] },
    { territory: 'ural', box: [55, 40, 75, N] },
    { territory: 'siberia', box: [75, 40, 100, N] },
    { territory: 'irkutsk', box: [100, 40, 120, 57] },
    { territory: 'yakutsk', box: [100, 57, 135, N] },
    { territory: 'kamchatka', box: [120, 40, 135, 57] },
    { territory: 'kamchatka', box: [135, 40, E, N] },
    { territory: 'kamchatka', box: [W, 40, BERING - 0.01, N] },
  ],
  Kazakhstan: [
    { territory: 'afghanistan', box: [45, 35, 75, 56] },
    { territory: 'ural', box: [75, 35, 90, 56] },
  ],
  China: [
    { territory: 'mongolia', box: [111, 41, 136, 54] },
    { territory: 'china', box: [73, 17, 111, 54] },
    { territory: 'china', box: [111, 17, 136, 41] },
  ],
  Malaysia: [
    { territory: 'siam', box: [99, 0, 105, 8] },
    { territory: 'indonesia', box: [108, 0, 120, 8] },
  ],
  Indonesia: [
    { territory: 'indonesia', box: [94, -12, 134, 7] },
    { territory: 'new-guinea', box: [134, -12, 142, 1] },
  ],
  Australia: [
    { territory: 'western-australia', box: [112, -36, 133, -9] },
    { territory: 'eastern-australia', box: [133, -45, 155, -9] },
  ],
};

/**
 * Countries whose islands (every polygon but the largest) go whole to the
 * first territory whose box holds the island's centre.
 */
export const COUNTRY_ISLANDS: Record<string, Cut[]> = {
  Canada: [
    { territory: 'northwest-territory', box: [-145, 60, -50, N] },
    { territory: 'alberta', box: [-145, 40, -110, 60] },
    { territory: 'ontario', box: [-110, 40, -79, 60] },
    { territory: 'quebec', box: [-79, 40, -50, 60] },
  ],
};
