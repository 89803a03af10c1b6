// A local OpenID provider standing in for Google in the e2e run (oauth2-mock-server).
// Its authorize endpoint approves at once; a small control endpoint lets a test choose how the
// NEXT authorization ends: approved (default), an `?error=` from the provider, or an unusable code.
import { createServer } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

const host = '127.0.0.1';
const port = Number(process.env.OIDC_PORT ?? 4318);
const controlPort = Number(process.env.OIDC_CONTROL_PORT ?? 4319);

export const googleUser = {
  sub: 'e2e-google-subject-1',
  email: 'google.patient@example.test',
  name: 'Gale Google',
};

/** @type {{ kind: 'approve' } | { kind: 'error', error: string } | { kind: 'bad-code' }} */
let next = { kind: 'approve' };

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');

server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, {
    sub: googleUser.sub,
    email: googleUser.email,
    email_verified: true,
    name: googleUser.name,
  });
});
server.service.on('beforeUserinfo', (response) => {
  response.body = {
    sub: googleUser.sub,
    email: googleUser.email,
    email_verified: true,
    name: googleUser.name,
  };
});
server.service.on('beforeAuthorizeRedirect', ({ url }) => {
  const outcome = next;
  next = { kind: 'approve' };
  if (outcome.kind === 'error') {
    url.searchParams.delete('code');
    url.searchParams.set('error', outcome.error);
  } else if (outcome.kind === 'bad-code') {
    url.searchParams.set('code', 'not-a-code-this-provider-issued');
  }
});

await server.start(port, host);
// The server compares the discovered issuer with GOOGLE_ISSUER, which names the loopback address.
server.issuer.url = `http://${host}:${port}`;

createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.end('ok');
    return;
  }
  if (req.method !== 'POST' || req.url !== '/next') {
    res.statusCode = 404;
    res.end();
    return;
  }
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    try {
      const parsed = JSON.parse(body);
      if (parsed.kind === 'error' && typeof parsed.error === 'string') next = parsed;
      else if (parsed.kind === 'bad-code' || parsed.kind === 'approve')
        next = { kind: parsed.kind };
      else throw new Error('unknown outcome');
      res.end('ok');
    } catch {
      res.statusCode = 400;
      res.end('expected {"kind":"approve"|"bad-code"} or {"kind":"error","error":"..."}');
    }
  });
}).listen(controlPort, host);

console.log(`OpenID provider on http://${host}:${port}, control on ${controlPort}`);
