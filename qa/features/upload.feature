Feature: Report upload (machines/upload/upload.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --format gherkin`: the
  steps come from the machines, the expected address, heading and message after each step
  from the step registry, the route table and the messages. Do not edit; regenerate.

  @dead-end @upload-refused
  Scenario: A file the server cannot read: "Upload Failed" and the inline error
    Given a signed-in patient whose answers are saved up to "Genetic Report"
    When the patient opens /onboarding/genetic-report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient answers Yes: they have a genetic testing report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient uploads a file that is not a PDF, JPEG or PNG (named .pdf)
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Upload Failed" is shown saying "Only PDF, JPEG and PNG files can be processed"
    When the patient uploads a file that is not a PDF, JPEG or PNG (named .pdf)
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Upload Failed" is shown saying "Only PDF, JPEG and PNG files can be processed"

  @dead-end @stored-results-unavailable
  Scenario: A report on file whose results cannot be loaded: the step offers another upload
    Given a signed-in patient at "Genetic Report" with a report on file whose results the server cannot load (HTTP 500)
    When the patient opens /onboarding/genetic-report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
