Feature: Confirming the email address (email link) (machines/email/confirm-email.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  # No QA path is about this machine yet (npm run paths -- --coverage lists why).
