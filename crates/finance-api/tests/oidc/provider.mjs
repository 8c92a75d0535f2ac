// A local OpenID Connect provider for finance-api's tests. Prints {"port": N} once listening.
// Usage: node provider.mjs [--wrong-nonce]
import { OAuth2Server } from "oauth2-mock-server";

const wrongNonce = process.argv.includes("--wrong-nonce");
const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");

server.service.on("beforeTokenSigning", (token) => {
  token.payload.sub = "oidc-subject-123";
  token.payload.email = "oidc.person@example.com";
  token.payload.given_name = "Olive";
  token.payload.family_name = "Idsen";
  token.payload.picture = "https://example.com/olive.png";
  if (wrongNonce) token.payload.nonce = "not-the-nonce-penny-sent";
});

await server.start(0, "127.0.0.1");
// oauth2-mock-server names its issuer http://localhost:PORT whatever it binds to.
const port = new URL(server.issuer.url).port;
process.stdout.write(JSON.stringify({ port: Number(port), issuer: server.issuer.url }) + "\n");
process.stdin.resume();
process.stdin.on("end", () => server.stop().then(() => process.exit(0)));
