Feature: Report upload (machines/upload/upload.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @dead-end @upload-refused
  Scenario: A file the server cannot read: "Upload Failed" and the inline error
    A signed-in patient whose answers are saved up to "Genetic Report".

    Given an account registered through the API:
      | Full Name | Pat Doe                        |
      | Email     | qa-upload-refused@example.test |
      | Password  | amber kettle winter 42         |
    And these answers saved through the API:
      | First name               | Pat                           |
      | Last name                | Doe                           |
      | Date of birth            | 1990-04-01                    |
      | Gender                   | Female                        |
      | State of residence       | Michigan                      |
      | Clinically diagnosed     | Yes                           |
      | Primary rare condition   | Cystic fibrosis               |
      | Year of diagnosis        | 2001                          |
      | Primary symptoms         | Cough                         |
      | Current medications      | Ivacaftor                     |
      | Other medical conditions | (none)                        |
      | Family medical history   | Mother carries a CFTR variant |
    And the browser holds the account's session
    When the patient opens "/onboarding/genetic-report"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in "Do you have a clinical genetics testing report that you'd like to upload?" with "Yes"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient uploads the file "qa/files/not-a-report.pdf"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Upload Failed" is shown saying "Only PDF, JPEG and PNG files can be processed"
    And the page says "Only PDF, JPEG and PNG files can be processed"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient uploads the file "qa/files/not-a-report.pdf"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Upload Failed" is shown saying "Only PDF, JPEG and PNG files can be processed"
    And the page says "Only PDF, JPEG and PNG files can be processed"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @stored-results-unavailable
  Scenario: A report on file whose results cannot be loaded: the step offers another upload
    A signed-in patient at "Genetic Report" with a report on file whose results the server cannot load (HTTP 500).

    Given an account registered through the API:
      | Full Name | Pat Doe                                    |
      | Email     | qa-stored-results-unavailable@example.test |
      | Password  | amber kettle winter 42                     |
    And these answers saved through the API:
      | First name               | Pat                           |
      | Last name                | Doe                           |
      | Date of birth            | 1990-04-01                    |
      | Gender                   | Female                        |
      | State of residence       | Michigan                      |
      | Clinically diagnosed     | Yes                           |
      | Primary rare condition   | Cystic fibrosis               |
      | Year of diagnosis        | 2001                          |
      | Primary symptoms         | Cough                         |
      | Current medications      | Ivacaftor                     |
      | Other medical conditions | (none)                        |
      | Family medical history   | Mother carries a CFTR variant |
    And the report "qa/files/cftr-report.pdf" uploaded through the API
    And the browser holds the account's session
    And the server answers "/api/genetic-report/report/*" with HTTP 500
    When the patient opens "/onboarding/genetic-report"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
