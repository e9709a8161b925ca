// Which stream the player asks for (see docs/product.md, Player and queue): the listener's setting, and for
// Auto what the browser says of its connection.

/** The listener's choice in the player's settings. */
export type StreamQuality = 'auto' | 'high' | 'data_saver';

/** The renditions the stream API serves (`GET /tracks/{id}/stream?quality=`). */
export type StreamRendition = 'standard' | 'data_saver';

/**
 * What the browser says of its connection (the Network Information API, `navigator.connection`), reduced to what
 * the rule reads: `effectiveType` already sums up the measured round trips and downlink. Chromium browsers have it;
 * Safari and Firefox do not, and then there is nothing to say (null).
 */
export interface NetworkConnection {
  /** The listener asked their browser or system to save data. */
  saveData?: boolean;
  /** 'slow-2g', '2g', '3g' or '4g' (4g standing for anything fast). */
  effectiveType?: string;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/** Whether the connection asks for the data saver: the listener's data-saving wish, or a slow link. */
function connectionSavesData(connection: NetworkConnection | null): boolean {
  if (!connection) return false;
  return connection.saveData === true || SLOW_CONNECTIONS.has(connection.effectiveType ?? '');
}

/**
 * The rendition to stream: High is always the standard file, Data saver always the data saver, and Auto the data
 * saver only when the connection asks for it (standard when the browser says nothing).
 */
export function chooseStreamRendition(setting: StreamQuality, connection: NetworkConnection | null): StreamRendition {
  if (setting === 'high') return 'standard';
  if (setting === 'data_saver') return 'data_saver';
  return connectionSavesData(connection) ? 'data_saver' : 'standard';
}
