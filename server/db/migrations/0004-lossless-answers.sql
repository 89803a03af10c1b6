-- lossless answers
-- Lists were stored comma-joined, so "Vitamin D3, 1000 IU daily" came back as two items. They
-- become JSON arrays (old values split at commas, the only reading they ever had). The diagnosis
-- answer is stored instead of being guessed from the condition text.
alter table users add column has_been_diagnosed boolean;
update users set has_been_diagnosed = (condition is not null and btrim(condition) <> '')
  where condition is not null or diagnosis is not null or symptoms is not null;
alter table users add column symptoms_list jsonb;
update users set symptoms_list = coalesce((
  select jsonb_agg(btrim(item)) from regexp_split_to_table(symptoms, ',') as item
  where btrim(item) <> ''), '[]'::jsonb) where symptoms is not null;
alter table users drop column symptoms;
alter table users rename column symptoms_list to symptoms;
alter table users add column medications_list jsonb;
update users set medications_list = coalesce((
  select jsonb_agg(btrim(item)) from regexp_split_to_table(medications, ',') as item
  where btrim(item) <> ''), '[]'::jsonb) where medications is not null;
alter table users drop column medications;
alter table users rename column medications_list to medications;
alter table users add column other_conditions_list jsonb;
update users set other_conditions_list = coalesce((
  select jsonb_agg(btrim(item)) from regexp_split_to_table(other_conditions, ',') as item
  where btrim(item) <> ''), '[]'::jsonb) where other_conditions is not null;
alter table users drop column other_conditions;
alter table users rename column other_conditions_list to other_conditions;
