Feature: Settings (dashboard, and beside onboarding) (machines/settings/settings.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @journey @walk-finished-13
  Scenario: A signed-in patient who finished onboarding (through the API): downloads their FHIR record; then downloads their FHIR record, and the server fails (HTTP 500); then downloads their FHIR record; then the server fails to send the recent act...
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                          |
      | Email     | qa-walk-finished-13@example.test |
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
    When the patient opens "/dashboard/settings"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Download FHIR record"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "GET /api/user/export?format=fhir" with HTTP 500
    And the patient presses "Download FHIR record"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the page says "The download did not finish"
    And the page says "Your FHIR file could not be downloaded. Check your connection and try again."
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Download FHIR record"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "GET /api/user/activity" with HTTP 500
    And the patient reloads the page
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the page says "Your recent activity could not be loaded"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Try again"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
