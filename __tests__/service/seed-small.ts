// Seeds a small catalog (real short MP3s) into the database the environment names, for a server test to start on:
// three mixtapes, or as many as the first argument says.
import { closeDb, getDb } from '@/server/db/client';
import { seedCatalog } from '@/server/demo/seed';

const mixtapes = Number(process.argv[2] ?? 3);

getDb()
  .then((db) => seedCatalog(db, { mixtapes, artists: 2, djs: 1, minTracks: 2, maxTracks: 2, minSeconds: 3, maxSeconds: 3 }))
  .finally(() => closeDb());
