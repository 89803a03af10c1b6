Feature: QA's own scenarios: picking up where the patient left off
  Written by hand with the shipped steps (docs/qa.md, "Adding a scenario"); `npm run test:bdd`
  runs it with the generated features. Regenerating never touches this folder.

  @own
  Scenario: A patient who saved step 1 and reloads step 2 stays on step 2, signed in
    Given an account registered through the API:
      | Full Name | Pat Doe                      |
      | Email     | qa-own-resume@example.test |
      | Password  | amber kettle winter 42     |
    And these answers saved through the API:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the browser holds the account's session
    When the patient opens "/onboarding/medical-condition"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    When the patient reloads the page
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the browser stores a session token and no theme
