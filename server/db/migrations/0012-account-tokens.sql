-- account tokens
-- account_tokens: the links sent by mail (a password reset, an email confirmation). Only a
-- SHA-256 hash of each token is kept: the token itself exists in the mail alone. A token works
-- once (used_at), until expires_at, for the address it was sent to; issuing a newer one of the
-- same purpose voids the older ones (used_at set without use).
-- users.email_verified_at: when the patient confirmed the address (Google accounts count as
-- confirmed without it: Google vouches for the address).
create table account_tokens (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('password_reset', 'email_verification')),
  token_hash text not null unique,
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index account_tokens_user on account_tokens (user_id, purpose);
create index account_tokens_expires on account_tokens (expires_at);

alter table users add column email_verified_at timestamptz;
