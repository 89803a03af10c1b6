Feature: Dashboard (machines/dashboard/dashboard.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @journey @walk-finished-1
  Scenario: A signed-in patient who finished onboarding (through the API): goes to /dashboard/calendar in the app (a link, or Back/Forward); then goes to /dashboard in the app (a link, or Back/Forward); then goes to /dashboard/messages in the app (a...
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                         |
      | Email     | qa-walk-finished-1@example.test |
      | Password  | amber kettle winter 42          |
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
    When the patient goes to "/dashboard/calendar" in the app
    Then the address is "/dashboard/calendar"
    And the heading is "Appointments"
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard" in the app
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard/messages" in the app
    Then the address is "/dashboard/messages"
    And the heading is "Messages"
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard/profile" in the app
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard/report" in the app
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "You have not shared a genetic testing report yet."
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard/settings" in the app
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/onboarding/book-appointment" in the app
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-with-report-1
  Scenario: A signed-in patient who finished onboarding with a report the server read (through the API): opens /dashboard/report
    A signed-in patient who finished onboarding with a report the server read (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                                     |
      | Email     | qa-walk-finished-with-report-1@example.test |
      | Password  | amber kettle winter 42                      |
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
      | Has a genetic testing report | Yes                           |
      | Appointment                  | 2030-03-14T15:30:00.000Z      |
      | Onboarding complete          | Yes                           |
    And the report "qa/files/cftr-report.pdf" uploaded through the API
    And the browser holds the account's session
    When the patient opens "/dashboard/report"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Download the original file"
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @walk-finished-report-unavailable-1
  Scenario: A signed-in patient who finished onboarding with a report on file whose results the server cannot load (HTTP 500): opens /dashboard/report
    A signed-in patient who finished onboarding with a report on file whose results the server cannot load (HTTP 500).

    Given an account registered through the API:
      | Full Name | Pat Doe                                            |
      | Email     | qa-walk-finished-report-unavailable-1@example.test |
      | Password  | amber kettle winter 42                             |
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
      | Has a genetic testing report | Yes                           |
      | Appointment                  | 2030-03-14T15:30:00.000Z      |
      | Onboarding complete          | Yes                           |
    And the report "qa/files/cftr-report.pdf" uploaded through the API
    And the browser holds the account's session
    And the server answers "/api/genetic-report/report/*" with HTTP 500
    When the patient opens "/dashboard/report"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Your report could not be loaded"
    And the browser stores a session token and no theme
    And the page is light
