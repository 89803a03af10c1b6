Feature: Report upload (machines/upload/upload.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @dead-end @upload-refused
  Scenario: A file the server cannot take: "Upload Failed" and the inline error; the report itself then uploads
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
    When the patient uploads the file "qa/files/cftr-report.pdf"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Report Processed Successfully" is shown saying "Found 1 genetic variant in your report."
    And the page says "Report uploaded successfully"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @upload-damaged
  Scenario: A damaged PDF waits its turn, then cannot be read: the server's reason inline and in "Upload Failed"; the report itself then uploads
    A signed-in patient whose answers are saved up to "Genetic Report".

    Given an account registered through the API:
      | Full Name | Pat Doe                        |
      | Email     | qa-upload-damaged@example.test |
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
    When the patient uploads the file "qa/files/damaged-report.pdf"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Upload Failed" is shown saying "This PDF could not be read. It may be damaged or password-protected."
    And the page says "This PDF could not be read. It may be damaged or password-protected."
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient uploads the file "qa/files/cftr-report.pdf"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Report Processed Successfully" is shown saying "Found 1 genetic variant in your report."
    And the page says "Report uploaded successfully"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @upload-queue
  Scenario: A report waits behind 2 others, then 1, then is read: its place, "Reading your report...", then the results
    A signed-in patient whose answers are saved up to "Genetic Report".

    Given an account registered through the API:
      | Full Name | Pat Doe                      |
      | Email     | qa-upload-queue@example.test |
      | Password  | amber kettle winter 42       |
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
    When the server's report queue holds the next upload behind 2 other reports
    And the patient uploads the file "qa/files/cftr-report.pdf"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "2 reports ahead of yours"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the server's report queue now has the report behind 1 other report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "1 report ahead of yours"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the server starts reading the report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "Reading your report..."
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the server finishes reading the report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Report Processed Successfully" is shown saying "Found 1 genetic variant in your report."
    And the page says "Report uploaded successfully"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @upload-connection-lost @clock
  Scenario: The connection drops while a report waits: "Connection lost"; back online, "Check again" finds it and it is read
    A signed-in patient whose answers are saved up to "Genetic Report".

    Given an account registered through the API:
      | Full Name | Pat Doe                                |
      | Email     | qa-upload-connection-lost@example.test |
      | Password  | amber kettle winter 42                 |
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
    When the server's report queue holds the next upload behind 2 other reports
    And the patient uploads the file "qa/files/cftr-report.pdf"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "2 reports ahead of yours"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the browser goes offline
    And 16,000 ms pass
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Connection lost" is shown saying "We could not reach herd Health while your report was being read. Check your internet connection, then choose \"Check again\"."
    And the page says "We lost the connection while your report was being read. It may still be read: check your internet connection, then choose \"Check again\"."
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the browser is online again
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "We lost the connection while your report was being read. It may still be read: check your internet connection, then choose \"Check again\"."
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Check again"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "2 reports ahead of yours"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the server finishes reading the report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Report Processed Successfully" is shown saying "Found 1 genetic variant in your report."
    And the page says "Report uploaded successfully"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @stored-results-unavailable
  Scenario: A report on file whose results cannot be loaded: "Your report could not be loaded"; "Try again" shows them
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
    And the server answers "GET /api/genetic-report/report/*" with HTTP 500
    When the patient opens "/onboarding/genetic-report"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in "Do you have a clinical genetics testing report that you'd like to upload?" with "Yes"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "Your report could not be loaded"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the server answers "GET /api/genetic-report/report/*" normally again
    And the patient presses "Try again"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "Report uploaded successfully"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-signed-in-at-geneticReport-4 @clock
  Scenario: A signed-in patient whose answers are saved up to "Genetic Report": answers Yes: they have a genetic testing report; then uploads their genetic report (a PDF naming one variant), which waits behind 2 others; then the server starts readin...
    A signed-in patient whose answers are saved up to "Genetic Report".

    Given an account registered through the API:
      | Full Name | Pat Doe                                           |
      | Email     | qa-walk-signed-in-at-geneticreport-4@example.test |
      | Password  | amber kettle winter 42                            |
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
    When the server's report queue holds the next upload behind 2 other reports
    And the patient uploads the file "qa/files/cftr-report.pdf"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "2 reports ahead of yours"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the server starts reading the report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "Reading your report..."
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the server's report queue now has the report behind 1 other report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "1 report ahead of yours"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the browser goes offline
    And 16,000 ms pass
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Connection lost" is shown saying "We could not reach herd Health while your report was being read. Check your internet connection, then choose \"Check again\"."
    And the page says "We lost the connection while your report was being read. It may still be read: check your internet connection, then choose \"Check again\"."
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Cancel"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-signed-in-at-geneticReport-job-list-fails-1
  Scenario: A signed-in patient whose answers are saved up to "Genetic Report", whose browser cannot fetch the list of their waiting uploads: opens /onboarding/genetic-report
    A signed-in patient whose answers are saved up to "Genetic Report", whose browser cannot fetch the list of their waiting uploads.

    Given an account registered through the API:
      | Full Name | Pat Doe                                                          |
      | Email     | qa-walk-signed-in-at-geneticreport-job-list-fails-1@example.test |
      | Password  | amber kettle winter 42                                           |
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
    And the browser's requests to "/api/genetic-report/jobs" fail
    When the patient opens "/onboarding/genetic-report"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-signed-in-at-geneticReport-6
  Scenario: A signed-in patient whose answers are saved up to "Genetic Report": answers Yes: they have a genetic testing report; then uploads a PDF that is no genetic test report (a dental invoice); then keeps the file anyway
    A signed-in patient whose answers are saved up to "Genetic Report".

    Given an account registered through the API:
      | Full Name | Pat Doe                                           |
      | Email     | qa-walk-signed-in-at-geneticreport-6@example.test |
      | Password  | amber kettle winter 42                            |
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
    When the patient uploads the file "qa/files/dental-invoice.pdf"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "This does not look like a genetic test report" is shown saying "Choose another file, or keep this one."
    And the page says "This does not look like a genetic test report"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Keep this file anyway"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "You chose to keep this file. A genetic counselor will look at it with you."
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-signed-in-at-geneticReport-7
  Scenario: A signed-in patient whose answers are saved up to "Genetic Report": answers Yes: they have a genetic testing report; then chooses an empty file, which the browser refuses to send
    A signed-in patient whose answers are saved up to "Genetic Report".

    Given an account registered through the API:
      | Full Name | Pat Doe                                           |
      | Email     | qa-walk-signed-in-at-geneticreport-7@example.test |
      | Password  | amber kettle winter 42                            |
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
    When the patient uploads the file "qa/files/empty.pdf"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Upload Failed" is shown saying "This file is empty. Please choose another file."
    And the page says "This file is empty. Please choose another file."
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
