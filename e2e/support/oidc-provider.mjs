// A local OpenID provider standing in for Google in the e2e run (oauth2-mock-server).
// Its authorize endpoint approves at once; a small control endpoint lets a test choose how the
// NEXT authorization ends: approved (default), an `?error=` from the provider, or an unusable code.
// An authorization may also name its own Google user (`login_hint`, an email) and outcome
// (`e2e_outcome`: approve | bad-code | error:<code>), so tests running at once never share either.
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

/** The Google user of each code issued for an authorization that named one. */
const usersByCode = new Map();

const userOf = (code) => {
  const email = typeof code === 'string' ? usersByCode.get(code) : undefined;
  return email ? { sub: `e2e-google-${email}`, email, name: googleUser.name } : googleUser;
};

function outcomeOf(query) {
  const asked = typeof query.e2e_outcome === 'string' ? query.e2e_outcome : null;
  if (asked === null) {
    const outcome = next;
    next = { kind: 'approve' };
    return outcome;
  }
  if (asked.startsWith('error:')) return { kind: 'error', error: asked.slice('error:'.length) };
  return { kind: asked === 'bad-code' ? 'bad-code' : 'approve' };
}

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');

server.service.on('beforeTokenSigning', (token, req) => {
  const user = userOf(req.body?.code);
  Object.assign(token.payload, {
    sub: user.sub,
    email: user.email,
    email_verified: true,
    name: user.name,
  });
});
/** The user an access token was issued to (its payload, as signed above). */
function userOfAccessToken(authorization) {
  try {
    const token = String(authorization ?? '').replace(/^Bearer /, '');
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return typeof payload.email === 'string' && typeof payload.sub === 'string'
      ? { sub: payload.sub, email: payload.email, name: googleUser.name }
      : googleUser;
  } catch {
    return googleUser;
  }
}

server.service.on('beforeUserinfo', (response, req) => {
  const user = userOfAccessToken(req.headers.authorization);
  response.body = {
    sub: user.sub,
    email: user.email,
    email_verified: true,
    name: user.name,
  };
});
server.service.on('beforeAuthorizeRedirect', ({ url }, req) => {
  const outcome = outcomeOf(req.query);
  const hint = req.query.login_hint;
  const code = url.searchParams.get('code');
  if (typeof hint === 'string' && code) usersByCode.set(code, hint);
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
