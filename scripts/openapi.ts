// Prints the API's OpenAPI document, as /api/docs/json serves it, for client generators and linters
// that work from a file: `npm run --silent openapi > openapi.json`. PUBLIC_URL sets its server.
import '#server/node-env.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openPglite } from '#server/db/client.ts';
import { createServices } from '#server/services.ts';

// The document depends on the routes and settings only: an empty in-memory database will do.
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openPglite();
const app = await buildApp({ config, services: createServices(database, config, { log: () => {} }), pages: false, logger: false });
const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
process.stdout.write(`${JSON.stringify(answer.json(), null, 2)}\n`);
await app.close();
await database.close();
