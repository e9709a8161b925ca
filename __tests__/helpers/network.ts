/**
 * A browser's `navigator.connection` (the Network Information API, which jsdom lacks): change its fields and call
 * `change()` as the browser does when the connection moves. `removeConnection()` is Safari and Firefox again.
 */
interface ConnectionFields {
  saveData?: boolean;
  effectiveType?: string;
  downlink?: number;
}

export function mockConnection(initial: ConnectionFields) {
  const connection = Object.assign(new EventTarget(), initial);
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  return {
    connection,
    change(fields: ConnectionFields) {
      Object.assign(connection, fields);
      connection.dispatchEvent(new Event('change'));
    },
  };
}

export function removeConnection() {
  delete (navigator as { connection?: unknown }).connection;
}
