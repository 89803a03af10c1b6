-- preferred pronouns
-- Optional: how the care team should refer to the patient (step 1 and the Profile page).
alter table users add column pronouns text;
