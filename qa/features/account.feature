Feature: Account settings (machines/account/account.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @dead-end @password-change
  Scenario: Changing the password with a wrong current one: the server's reason at Current password; with the right one, "Password changed"
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                         |
      | Email     | qa-password-change@example.test |
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
    When the patient fills in the form:
      | Current password        | amber kettle winter 41  |
      | New password            | violet harbor lantern 7 |
      | Repeat the new password | violet harbor lantern 7 |
    And the patient presses "Change password"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the page says "The current password is incorrect"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in the form:
      | Current password        | amber kettle winter 42  |
      | New password            | violet harbor lantern 7 |
      | Repeat the new password | violet harbor lantern 7 |
    And the patient presses "Change password"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the message "Password changed" is shown saying "Your other devices have been signed out."
    And the page says "Your password was changed."
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @account-deletion
  Scenario: Deleting the account: Cancel keeps it; a server fault says it was not deleted; confirming again deletes it and signs out
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                          |
      | Email     | qa-account-deletion@example.test |
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
    When the patient presses "Delete my account"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the page says "Delete your account?"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Cancel"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Delete my account"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the page says "Delete your account?"
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "DELETE /api/user" with HTTP 500
    And the patient presses "Delete everything"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the page says "Delete your account?"
    And the page says "Your account was not deleted"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Delete everything"
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    And the message "Account deleted" is shown saying "Your account and everything in it have been deleted."
    And the browser stores no session token and no theme
    And the page is light

  @journey @walk-finished-7
  Scenario: A signed-in patient who finished onboarding (through the API): changes their password; then tries to change their password with a wrong current password
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                         |
      | Email     | qa-walk-finished-7@example.test |
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
    When the patient fills in the form:
      | Current password        | amber kettle winter 42  |
      | New password            | violet harbor lantern 7 |
      | Repeat the new password | violet harbor lantern 7 |
    And the patient presses "Change password"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the message "Password changed" is shown saying "Your other devices have been signed out."
    And the page says "Your password was changed."
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in the form:
      | Current password        | amber kettle winter 41  |
      | New password            | violet harbor lantern 7 |
      | Repeat the new password | violet harbor lantern 7 |
    And the patient presses "Change password"
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the page says "The current password is incorrect"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
