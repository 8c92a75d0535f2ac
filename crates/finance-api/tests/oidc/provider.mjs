// A local OpenID Connect provider for finance-api's tests. Prints {"port": N} once listening.
// Usage: node provider.mjs [--wrong-nonce] [--claims-file PATH]
// With --claims-file, the JSON object in PATH (read at every token request, so a test can change
// who signs in next) is merged over the default claims below. There is no default `picture`:
// Penny fetches it at sign-in, and tests must not reach the internet (see picture tests in oidc.rs).
import { readFileSync } from "node:fs";
import { OAuth2Server } from "oauth2-mock-server";

const args = process.argv.slice(2);
const wrongNonce = args.includes("--wrong-nonce");
const claimsFile = args.includes("--claims-file") ? args[args.indexOf("--claims-file") + 1] : null;
const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");

server.service.on("beforeTokenSigning", (token) => {
  Object.assign(token.payload, {
    sub: "oidc-subject-123",
    email: "oidc.person@example.com",
    email_verified: true,
    given_name: "Olive",
    family_name: "Idsen",
  });
  if (claimsFile) Object.assign(token.payload, JSON.parse(readFileSync(claimsFile, "utf8")));
  if (wrongNonce) token.payload.nonce = "not-the-nonce-penny-sent";
});

await server.start(0, "127.0.0.1");
// oauth2-mock-server names its issuer http://localhost:PORT whatever it binds to.
const port = new URL(server.issuer.url).port;
process.stdout.write(JSON.stringify({ port: Number(port), issuer: server.issuer.url }) + "\n");
process.stdin.resume();
process.stdin.on("end", () => server.stop().then(() => process.exit(0)));
