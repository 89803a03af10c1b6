Feature: Dashboard (machines/dashboard/dashboard.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @dead-end @profile-edit
  Scenario: Editing the medical history on the Profile page: a failed save keeps the form and says so; saving again shows the new answer
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                      |
      | Email     | qa-profile-edit@example.test |
      | Password  | amber kettle winter 42       |
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
    When the patient opens "/dashboard/profile"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Edit medical history"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the "Save changes" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "POST /api/user/onboarding" with HTTP 500
    And the patient fills in "Family medical history" with "Father has asthma"
    And the patient presses "Save changes"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the message "Save Failed" is shown saying "There was an error saving your information. Please try again."
    And the "Save changes" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in "Family medical history" with "Father has asthma"
    And the patient presses "Save changes"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the message "Profile updated" is shown saying "Your answers have been saved."
    And the page says "Father has asthma"
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @report-download
  Scenario: Downloading the original report: a server fault says "Download failed"; the next try downloads it
    A signed-in patient who finished onboarding with a report the server read (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                         |
      | Email     | qa-report-download@example.test |
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
    When the server answers the next "GET /api/user/document" with HTTP 500
    And the patient presses "Download the original file"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the message "Download failed" is shown saying "Your report could not be downloaded. Please try again."
    And the page says "Download the original file"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Download the original file"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Download the original file"
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-1
  Scenario: A signed-in patient who finished onboarding (through the API): goes to /dashboard in the app (a link, or Back/Forward); then goes to /dashboard/messages in the app (a link, or Back/Forward); then goes to /dashboard/report in the app (a l...
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
    When the patient opens "/dashboard/calendar"
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
    When the patient goes to "/dashboard/report" in the app
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "You have not shared a genetic testing report yet."
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard/summary" in the app
    Then the address is "/dashboard/summary"
    And the heading is "Pre-visit summary"
    And the "Print or save as PDF" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/onboarding/book-appointment" in the app
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/onboarding" in the app
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/onboarding/medical-condition" in the app
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-6
  Scenario: A signed-in patient who finished onboarding (through the API): schedules a new appointment; then books a time in the calendar
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                         |
      | Email     | qa-walk-finished-6@example.test |
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
    When the patient opens "/dashboard/calendar"
    Then the address is "/dashboard/calendar"
    And the heading is "Appointments"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Friday, March 1, 2030"
    And the patient presses "Schedule New Appointment"
    Then the address is "/dashboard/calendar"
    And the heading is "Appointments"
    And the page says "Schedule an appointment"
    And the browser stores a session token and no theme
    And the page is light
    When the patient books a time in the calendar
    Then the address is "/dashboard/calendar"
    And the heading is "Appointments"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-8
  Scenario: A signed-in patient who finished onboarding (through the API): edits their medical history on the Profile page; then cancels the edit; then edits their medical history on the Profile page; then the patient's session is no longer accepted...
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                         |
      | Email     | qa-walk-finished-8@example.test |
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
    When the patient opens "/dashboard/profile"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Edit medical history"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the "Save changes" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Cancel"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Edit medical history"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the "Save changes" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the session ends on the server
    And the patient fills in "Family medical history" with "Father has asthma"
    And the patient presses "Save changes"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the page says "Please sign in again"
    And the "Sign in" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in "Password" with "amber kettle winter 42"
    And the patient presses "Sign in"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the message "Profile updated" is shown saying "Your answers have been saved."
    And the page says "Father has asthma"
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-9
  Scenario: A signed-in patient who finished onboarding (through the API): schedules a new appointment; then closes the scheduling calendar
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                         |
      | Email     | qa-walk-finished-9@example.test |
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
    When the patient opens "/dashboard/calendar"
    Then the address is "/dashboard/calendar"
    And the heading is "Appointments"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Friday, March 1, 2030"
    And the patient presses "Schedule New Appointment"
    Then the address is "/dashboard/calendar"
    And the heading is "Appointments"
    And the page says "Schedule an appointment"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Close"
    Then the address is "/dashboard/calendar"
    And the heading is "Appointments"
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-report-unavailable-1
  Scenario: A signed-in patient who finished onboarding with a report on file whose results the server cannot load (HTTP 500): the server can load the results again, and the patient presses "Try again"; then chooses to upload a new report
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
    And the server answers "GET /api/genetic-report/report/*" with HTTP 500
    When the patient opens "/dashboard/report"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Your report could not be loaded"
    And the browser stores a session token and no theme
    And the page is light
    When the server answers "GET /api/genetic-report/report/*" normally again
    And the patient presses "Try again"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Download the original file"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Replace"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Upload a new report"
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-report-unavailable-2
  Scenario: A signed-in patient who finished onboarding with a report on file whose results the server cannot load (HTTP 500): chooses to upload a new report; then uploads their new genetic report
    A signed-in patient who finished onboarding with a report on file whose results the server cannot load (HTTP 500).

    Given an account registered through the API:
      | Full Name | Pat Doe                                            |
      | Email     | qa-walk-finished-report-unavailable-2@example.test |
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
    And the server answers "GET /api/genetic-report/report/*" with HTTP 500
    When the patient opens "/dashboard/report"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Your report could not be loaded"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Replace"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Upload a new report"
    And the browser stores a session token and no theme
    And the page is light
    When the patient uploads the file "qa/files/cftr-report.pdf"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the message "Report replaced" is shown saying "Your new report is on file; the earlier one was deleted."
    And the page says "Download the original file"
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-report-unavailable-3
  Scenario: A signed-in patient who finished onboarding with a report on file whose results the server cannot load (HTTP 500): chooses to upload a new report; then uploads their new genetic report, and the server fails to delete the earlier one (HTT...
    A signed-in patient who finished onboarding with a report on file whose results the server cannot load (HTTP 500).

    Given an account registered through the API:
      | Full Name | Pat Doe                                            |
      | Email     | qa-walk-finished-report-unavailable-3@example.test |
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
    And the server answers "GET /api/genetic-report/report/*" with HTTP 500
    When the patient opens "/dashboard/report"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Your report could not be loaded"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Replace"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Upload a new report"
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "DELETE /api/genetic-report/report/*" with HTTP 500
    And the patient uploads the file "qa/files/cftr-report.pdf"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the message "Your new report is on file" is shown saying "We could not delete the earlier one or update your profile just now. Please try again later."
    And the page says "Download the original file"
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-with-report-1
  Scenario: A signed-in patient who finished onboarding with a report the server read (through the API): asks to delete their genetic report; then cancels the deletion of the report; then chooses to upload a new report; then cancels the new upload; ...
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
    When the patient presses "Delete"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Download the original file"
    And the page says "Delete your genetic report?"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Cancel"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Download the original file"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Replace"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Upload a new report"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Cancel"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Download the original file"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Delete"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Download the original file"
    And the page says "Delete your genetic report?"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Delete report"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the message "Report deleted" is shown saying "Your genetic report and what we read from it were deleted."
    And the page says "You have not shared a genetic testing report yet."
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Upload a report"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Upload a new report"
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-with-report-2
  Scenario: A signed-in patient who finished onboarding with a report the server read (through the API): asks to delete their genetic report; then confirms the deletion of the report, and the server fails (HTTP 500)
    A signed-in patient who finished onboarding with a report the server read (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                                     |
      | Email     | qa-walk-finished-with-report-2@example.test |
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
    When the patient presses "Delete"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Download the original file"
    And the page says "Delete your genetic report?"
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "DELETE /api/genetic-report/report/*" with HTTP 500
    And the patient presses "Delete report"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Download the original file"
    And the page says "Delete your genetic report?"
    And the page says "Your report was not deleted"
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-with-report-3
  Scenario: A signed-in patient who finished onboarding with a report the server read (through the API): goes to /dashboard/summary in the app (a link, or Back/Forward)
    A signed-in patient who finished onboarding with a report the server read (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                                     |
      | Email     | qa-walk-finished-with-report-3@example.test |
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
    When the patient goes to "/dashboard/summary" in the app
    Then the address is "/dashboard/summary"
    And the heading is "Pre-visit summary"
    And the "Print or save as PDF" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-report-unavailable-4
  Scenario: A signed-in patient who finished onboarding with a report on file whose results the server cannot load (HTTP 500): goes to /dashboard/summary in the app (a link, or Back/Forward); then the server can load the results again, and the patie...
    A signed-in patient who finished onboarding with a report on file whose results the server cannot load (HTTP 500).

    Given an account registered through the API:
      | Full Name | Pat Doe                                            |
      | Email     | qa-walk-finished-report-unavailable-4@example.test |
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
    And the server answers "GET /api/genetic-report/report/*" with HTTP 500
    When the patient opens "/dashboard/report"
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    And the page says "Your report could not be loaded"
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard/summary" in the app
    Then the address is "/dashboard/summary"
    And the heading is "Pre-visit summary"
    And the page says "Your summary could not be prepared"
    And the browser stores a session token and no theme
    And the page is light
    When the server answers "GET /api/genetic-report/report/*" normally again
    And the patient presses "Try again"
    Then the address is "/dashboard/summary"
    And the heading is "Pre-visit summary"
    And the "Print or save as PDF" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-on-profile-1
  Scenario: A signed-in patient who finished onboarding, on the Profile page: edits their medical history on the Profile page; then changes their family history without saving; then goes to /dashboard in the app (a link, or Back/Forward); then keeps...
    A signed-in patient who finished onboarding, on the Profile page.

    Given an account registered through the API:
      | Full Name | Pat Doe                                    |
      | Email     | qa-walk-finished-on-profile-1@example.test |
      | Password  | amber kettle winter 42                     |
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
    When the patient opens "/dashboard/profile"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Edit medical history"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the "Save changes" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in "Family medical history" with "Father has asthma"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the "Save changes" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard" in the app
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the page says "Leave without saving?"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Keep editing"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the "Save changes" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard" in the app
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the page says "Leave without saving?"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Leave without saving"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-on-profile-2
  Scenario: A signed-in patient who finished onboarding, on the Profile page: edits their medical history on the Profile page; then changes their family history without saving; then goes to /dashboard in the app (a link, or Back/Forward); then the b...
    A signed-in patient who finished onboarding, on the Profile page.

    Given an account registered through the API:
      | Full Name | Pat Doe                                    |
      | Email     | qa-walk-finished-on-profile-2@example.test |
      | Password  | amber kettle winter 42                     |
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
    When the patient opens "/dashboard/profile"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Edit medical history"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the "Save changes" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in "Family medical history" with "Father has asthma"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the "Save changes" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard" in the app
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the page says "Leave without saving?"
    And the browser stores a session token and no theme
    And the page is light
    When the browser's Back or Forward changes the address to "/dashboard/calendar"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the page says "Leave without saving?"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Keep editing"
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the "Save changes" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/onboarding/book-appointment" in the app
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    And the page says "Leave without saving?"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Leave without saving"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
