export const version = 1;
export const name = 'create users';
export const sql = `
create table users (
  id text primary key,
  email text not null unique,
  name text not null,
  password_hash text,
  google_subject text unique,
  first_name text,
  last_name text,
  date_of_birth text,
  gender text,
  state text,
  condition text,
  diagnosis integer,
  symptoms text,
  medications text,
  other_conditions text,
  family_history text,
  checklist_items jsonb,
  appointment_date timestamptz,
  has_genetic_report boolean,
  theme text,
  has_completed_onboarding boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
`;
