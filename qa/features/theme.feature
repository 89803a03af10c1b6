Feature: Theme (machines/theme/theme.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @dead-end @walk-server-unreachable-1 @clock
  Scenario: A signed-in patient whose browser cannot reach the server: goes to /dashboard in the app (a link, or Back/Forward); then goes to /terms in the app (a link, or Back/Forward); then goes to / in the app (a link, or Back/Forward); then 10,00...
    A signed-in patient whose browser cannot reach the server.

    Given an account registered through the API:
      | Full Name | Pat Doe                                   |
      | Email     | qa-walk-server-unreachable-1@example.test |
      | Password  | amber kettle winter 42                    |
    And these answers saved through the API:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the browser holds the account's session
    And the browser's requests to "/auth/me" fail
    When the patient opens "/onboarding/medical-condition"
    Then the address is "/onboarding/medical-condition"
    And the heading is "We can't reach herd Health right now"
    And the page says "Check your internet connection. You are still signed in"
    And the "Try again" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard" in the app
    Then the address is "/dashboard"
    And the heading is "We can't reach herd Health right now"
    And the page says "Check your internet connection. You are still signed in"
    And the "Try again" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/terms" in the app
    Then the address is "/terms"
    And the heading is "Terms of Service"
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/" in the app
    Then the address is "/terms"
    And the heading is "We can't reach herd Health right now"
    And the page says "Check your internet connection. You are still signed in"
    And the "Try again" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When 10,000 ms pass
    Then the address is "/terms"
    And the heading is "We can't reach herd Health right now"
    And no message is shown
    And the page says "Check your internet connection. You are still signed in"
    And the "Try again" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-signed-in-at-personalInfo-1
  Scenario: A signed-in patient whose answers are saved up to "Personal Information": logs out
    A signed-in patient whose answers are saved up to "Personal Information".

    Given an account registered through the API:
      | Full Name | Pat Doe                                          |
      | Email     | qa-walk-signed-in-at-personalinfo-1@example.test |
      | Password  | amber kettle winter 42                           |
    And the browser holds the account's session
    When the patient opens "/onboarding"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Logout"
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    And the browser stores no session token and no theme
    And the page is light

  @journey @walk-signed-in-at-personalInfo-2
  Scenario: A signed-in patient whose answers are saved up to "Personal Information": goes to /dashboard/settings in the app (a link, or Back/Forward); then reloads the page
    A signed-in patient whose answers are saved up to "Personal Information".

    Given an account registered through the API:
      | Full Name | Pat Doe                                          |
      | Email     | qa-walk-signed-in-at-personalinfo-2@example.test |
      | Password  | amber kettle winter 42                           |
    And the browser holds the account's session
    When the patient opens "/onboarding"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard/settings" in the app
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient reloads the page
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-4
  Scenario: A signed-in patient who finished onboarding (through the API): chooses the light theme; then reloads the page; then chooses the dark theme; then reloads the page; then chooses the system theme; then the operating system switches to dark ...
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                         |
      | Email     | qa-walk-finished-4@example.test |
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
    When the patient opens "/dashboard/settings"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in "Theme" with "Light"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and the theme "light"
    And the page is light
    When the patient reloads the page
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and the theme "light"
    And the page is light
    When the patient fills in "Theme" with "Dark"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and the theme "dark"
    And the page is dark
    When the patient reloads the page
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and the theme "dark"
    And the page is dark
    When the patient fills in "Theme" with "System"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and the theme "system"
    And the page is light
    When the computer switches to dark mode
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and the theme "system"
    And the page is dark

  @journey @walk-finished-5
  Scenario: A signed-in patient who finished onboarding (through the API): chooses the light theme; then the operating system switches to dark mode
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                         |
      | Email     | qa-walk-finished-5@example.test |
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
    When the patient opens "/dashboard/settings"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in "Theme" with "Light"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and the theme "light"
    And the page is light
    When the computer switches to dark mode
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and the theme "light"
    And the page is light
