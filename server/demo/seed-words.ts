/** Word lists for the made-up demo catalog. Every name is invented; any likeness to a real artist is accidental. */

export const FIRST_NAMES = [
  'Kaydence', 'Marlo', 'Jaylen', 'Amari', 'Zeke', 'Tavi', 'Nia', 'Rell', 'Dante', 'Kiana', 'Omari', 'Sade', 'Quincy',
  'Imani', 'Malik', 'Rocco', 'Aaliyah', 'Juno', 'Kofi', 'Lexi', 'Tariq', 'Bri', 'Cyrus', 'Esme', 'Dre', 'Yara',
];

export const LAST_NAMES = [
  'Vale', 'Monroe', 'Banks', 'Carter', 'Rivers', 'Sterling', 'Knox', 'Hayes', 'Santos', 'Wilder', 'Blaze', 'Royale',
  'Cruz', 'Ellison', 'Fontaine', 'Greer', 'Holloway', 'Okafor', 'Pryce', 'Reyes', 'Sol', 'Vance', 'Wolfe', 'Zion',
];

export const MONIKERS = [
  'Marrow', 'Solace', 'Cobalt', 'Vantage', 'Reign', 'Halo', 'Ember', 'Static', 'Nimbus', 'Prism', 'Onyx', 'Velvet',
  'Quartz', 'Drift', 'Glacier', 'Rogue', 'Mirage', 'Cipher', 'Havoc', 'Lotus', 'Rune', 'Saint', 'Tempo', 'Vapor',
];

/** Templates for artist names: F = first name, L = last name, M = moniker. */
export const ARTIST_PATTERNS = ['F L', 'Lil M', 'Young M', 'M F', 'F M', 'MC M', 'Saint M', 'F L', 'M Gang', 'Big F', 'F L'];

export const DJ_PATTERNS = ['DJ M', 'DJ F', 'DJ F L', 'Mixmaster M', 'DJ M & the Cutters', 'M the DJ', 'DJ Kool M'];

export const ADJECTIVES = [
  'Midnight', 'Golden', 'Velvet', 'Electric', 'Broken', 'Neon', 'Concrete', 'Silent', 'Heavy', 'Lucid', 'Faded',
  'Infinite', 'Crimson', 'Hollow', 'Sacred', 'Restless', 'Frozen', 'Wild', 'Slow', 'Bitter', 'Sweet', 'Lonely',
];

export const NOUNS = [
  'Dreams', 'Season', 'Streets', 'Summer', 'Hustle', 'Motion', 'Crown', 'Skyline', 'Frequency', 'Heatwave', 'Waves',
  'Static', 'Legacy', 'Diamonds', 'Thunder', 'Gravity', 'Echoes', 'Avenue', 'Paradise', 'Nights', 'Roses', 'Tides',
];

export const PLACES = ['Eastside', 'Southside', 'Downtown', 'Uptown', 'the Block', 'Bayview', 'Riverside', 'the 9th Ward', 'Lakeshore'];

/** Mixtape title templates: A = adjective, N = noun, P = place, V = volume number. */
export const MIXTAPE_PATTERNS = [
  'A N', 'N Season', 'Before the N', 'N & N', 'Welcome to P', 'The N Tape Vol. V', 'No N Allowed', 'A Nights',
  'The A Sessions', 'P N', 'Still A', 'N Over Everything', 'A N 2', 'Letters from P', 'N Theory',
];

/** Track title templates. */
export const TRACK_PATTERNS = [
  'A N', 'N', 'No N', 'A', 'N (Interlude)', 'P Freestyle', 'A Love', 'Chasing N', 'N Talk', 'Run It Up', 'On My Mind',
  'A & A', 'Pull Up', 'N Remix', 'Late Night in P', 'Count It', 'Real N', 'Outside', 'A Feelings', 'N Forever',
];

export const DESCRIPTION_OPENERS = [
  '{artist} returns with {title}, a {count}-track run of {genre} cuts',
  '{title} finds {artist} at their most focused: {count} tracks of {genre}',
  'After a long silence, {artist} drops {title}, {count} songs of hard-hitting {genre}',
  '{artist} takes it back to the basement on {title}: {count} tracks, all {genre}',
];

export const DESCRIPTION_CLOSERS = [
  'Expect {a} hooks, {b} drums and a couple of surprise features.',
  'Built for late drives and early mornings.',
  'Every beat was made in one weekend, and it shows in the best way.',
  'Short, loud and not a skip in sight.',
  'The tape the streets have been asking for since last summer.',
];

export const BIOS = [
  "{name} came up on {place}'s open-mic circuit and never left it.",
  '{name} writes, produces and mixes everything in a converted garage.',
  'Known for {a} hooks and {b} verses, {name} has been putting out tapes since high school.',
  '{name} blends {genre} with whatever is playing on the radio that week.',
];

export const PODCASTS = [
  { title: 'The Mixtape Rundown', description: 'Weekly breakdown of the tapes everyone is talking about.' },
  { title: 'Booth Talk', description: 'Producers and DJs on how their favourite records were made.' },
  { title: 'Off the Record', description: 'Long conversations with the artists behind the hottest drops.' },
];

export const EPISODE_TOPICS = [
  'The Best Tapes of the Month', 'Sampling 101', 'How a Hook Gets Written', 'Inside the Studio', 'Hometown Heroes',
  'Beat Battle Stories', 'Mixing on a Budget', 'The Art of the Feature', 'Tour Diaries', 'Listener Mailbag',
];
