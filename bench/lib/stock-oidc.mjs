// oidc-provider's stock setup for the introspection benchmark (bench/oidc-introspection.ts): the
// default in-memory adapter, one static confidential client, client credentials and introspection
// on, nothing else of Concierge. Usage: node bench/lib/stock-oidc.mjs <port>
import Provider from 'oidc-provider';

const port = Number(process.argv[2]);
const provider = new Provider(`http://localhost:${port}`, {
  clients: [{ client_id: 'bench', client_secret: 'bench-secret-bench-secret-bench-secret', grant_types: ['client_credentials'], response_types: [], redirect_uris: [] }],
  features: { clientCredentials: { enabled: true }, introspection: { enabled: true }, devInteractions: { enabled: false } },
  ttl: { ClientCredentials: 3600 },
});
provider.listen(port, '127.0.0.1', () => process.send?.('ready'));
