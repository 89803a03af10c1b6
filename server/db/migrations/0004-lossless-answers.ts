export const version = 4;
export const name = 'lossless answers';
// Lists were stored comma-joined, so "Vitamin D3, 1000 IU daily" came back as two items. They
// become JSON arrays (old values split at commas, the only reading they ever had). The diagnosis
// answer is stored instead of being guessed from the condition text.
export const sql = `
alter table users add column has_been_diagnosed boolean;
update users set has_been_diagnosed = (condition is not null and btrim(condition) <> '')
  where condition is not null or diagnosis is not null or symptoms is not null;
${['symptoms', 'medications', 'other_conditions'].map(asJsonList).join('\n')}
`;

function asJsonList(column: string): string {
  return `alter table users add column ${column}_list jsonb;
update users set ${column}_list = coalesce((
  select jsonb_agg(btrim(item)) from regexp_split_to_table(${column}, ',') as item
  where btrim(item) <> ''), '[]'::jsonb) where ${column} is not null;
alter table users drop column ${column};
alter table users rename column ${column}_list to ${column};`;
}
