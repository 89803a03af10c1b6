Feature: Reminder to confirm the email (machines/email/email-reminder.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @journey @walk-finished-20
  Scenario: A signed-in patient who finished onboarding (through the API): asks for a new confirmation link; then asks for a new confirmation link; then asks for a new confirmation link, and the server fails (HTTP 500)
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                          |
      | Email     | qa-walk-finished-20@example.test |
      | Password  | amber kettle winter 42           |
    And these answers saved through the API:
      | First name                   | Pat                           |
      | Last name                    | Doe                           |
      | Date of birth                | 1990-04-01                    |
      | Gender                       | Female                        |
      | State of residence           | Michigan                      |
      | Clinically diagnosed         | Yes                           |
      | Primary rare condition       | Cystic fibrosis               |
      | Year of diagnosis            | 2001                          |
      | Primary symptoms             | Cough                         |
      | Current medications          | Ivacaftor                     |
      | Other medical conditions     | (none)                        |
      | Family medical history       | Mother carries a CFTR variant |
      | Has a genetic testing report | No                            |
      | Medical checklist            | Severe hypotonia              |
      | Appointment                  | 2030-03-14T15:30:00.000Z      |
      | Onboarding complete          | Yes                           |
    And the browser holds the account's session
    When the patient opens "/dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Send again"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the page says "We have sent a new confirmation link to"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Send again"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the page says "We have sent a new confirmation link to"
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "POST /auth/email/verify/resend" with HTTP 500
    And the patient presses "Send again"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the page says "Something went wrong on our side. Please try again."
    And the browser stores a session token and no theme
    And the page is light
