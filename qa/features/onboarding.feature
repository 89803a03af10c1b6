Feature: Onboarding (machines/onboarding/onboarding.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @dead-end @not-served
  Scenario: A state other than Michigan: "Service Not Available" and Next disabled; choosing Michigan lifts both and the step saves
    A signed-in patient whose answers are saved up to "Personal Information".

    Given an account registered through the API:
      | Full Name | Pat Doe                    |
      | Email     | qa-not-served@example.test |
      | Password  | amber kettle winter 42     |
    And the browser holds the account's session
    When the patient opens "/onboarding"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in "State of residence" with "Ohio"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Service Not Available" is shown saying "We're currently only able to provide services in Michigan. We're working hard to expand to more states soon."
    And the page says "Service Not Available in Your State"
    And the "Next" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in "State of residence" with "Michigan"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in the form:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the patient presses "Next"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Personal information saved" is shown
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @save-fails-personalInfo
  Scenario: The server fails to save Personal Information: the step's failure message and the patient stays; pressing again saves it and moves on
    A signed-in patient whose answers are saved up to "Personal Information".

    Given an account registered through the API:
      | Full Name | Pat Doe                                 |
      | Email     | qa-save-fails-personalinfo@example.test |
      | Password  | amber kettle winter 42                  |
    And the browser holds the account's session
    When the patient opens "/onboarding"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "POST /api/user/onboarding" with HTTP 500
    And the patient fills in the form:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the patient presses "Next"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Save Failed" is shown saying "There was an error saving your information. Please try again."
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Next"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Personal information saved" is shown
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @save-fails-medicalCondition
  Scenario: The server fails to save Medical Condition: the step's failure message and the patient stays; pressing again saves it and moves on
    A signed-in patient whose answers are saved up to "Medical Condition".

    Given an account registered through the API:
      | Full Name | Pat Doe                                     |
      | Email     | qa-save-fails-medicalcondition@example.test |
      | Password  | amber kettle winter 42                      |
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
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "POST /api/user/onboarding" with HTTP 500
    And the patient fills in the form:
      | Have you been clinically diagnosed with a rare condition? | Yes             |
      | Primary rare condition                                    | Cystic fibrosis |
      | Year of diagnosis                                         | 2001            |
      | Primary symptoms                                          | Cough           |
    And the patient presses "Next"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Save Failed" is shown saying "There was an error saving your information. Please try again."
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Next"
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Medical condition saved" is shown
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @save-fails-medicalHistory
  Scenario: The server fails to save Medical History: the step's failure message and the patient stays; pressing again saves it and moves on
    A signed-in patient whose answers are saved up to "Medical History".

    Given an account registered through the API:
      | Full Name | Pat Doe                                   |
      | Email     | qa-save-fails-medicalhistory@example.test |
      | Password  | amber kettle winter 42                    |
    And these answers saved through the API:
      | First name             | Pat             |
      | Last name              | Doe             |
      | Date of birth          | 1990-04-01      |
      | Gender                 | Female          |
      | State of residence     | Michigan        |
      | Clinically diagnosed   | Yes             |
      | Primary rare condition | Cystic fibrosis |
      | Year of diagnosis      | 2001            |
      | Primary symptoms       | Cough           |
    And the browser holds the account's session
    When the patient opens "/onboarding/medical-history"
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "POST /api/user/onboarding" with HTTP 500
    And the patient fills in the form:
      | Current medications    | Ivacaftor                     |
      | Family medical history | Mother carries a CFTR variant |
    And the patient presses "Next"
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Error saving medical history" is shown saying "There was an error saving your medical history. Please try again."
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Next"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Medical history saved" is shown
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @save-fails-geneticReport
  Scenario: The server fails to save Genetic Report: the step's failure message and the patient stays; pressing again saves it and moves on
    A signed-in patient whose answers are saved up to "Genetic Report".

    Given an account registered through the API:
      | Full Name | Pat Doe                                  |
      | Email     | qa-save-fails-geneticreport@example.test |
      | Password  | amber kettle winter 42                   |
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
    When the server answers the next "POST /api/user/onboarding" with HTTP 500
    And the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Save Failed" is shown saying "There was an error saving your preference. Please try again."
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Information saved" is shown saying "Your preference has been saved."
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @save-fails-medicalChecklist
  Scenario: The server fails to save the medical checklist: the step's failure message and the patient stays; pressing again saves it and moves on
    A signed-in patient whose answers are saved up to "Medical Assessment Checklist".

    Given an account registered through the API:
      | Full Name | Pat Doe                                     |
      | Email     | qa-save-fails-medicalchecklist@example.test |
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
      | Has a genetic testing report | No                            |
    And the browser holds the account's session
    When the patient opens "/onboarding/medical-checklist"
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "POST /api/user/onboarding" with HTTP 500
    And the patient fills in the form:
      | Multiple congenital anomalies                                                                              | No  |
      | Malformation pattern suggestive of genetic cause                                                           | No  |
      | Abnormal newborn screen or metabolic profile                                                               | No  |
      | Refractory or severe hypoglycemia                                                                          | No  |
      | Atypical response to therapy affecting major organ systems                                                 | No  |
      | Severe hypotonia                                                                                           | Yes |
      | Refractory seizures                                                                                        | No  |
      | High-risk BRUE (recurrent, seizure-like, or CPR-requiring)                                                 | No  |
      | Abnormal chemistries implying inborn error of metabolism                                                   | No  |
      | Abnormal cardiac testing suggesting channelopathy, cardiomyopathy, myocarditis or structural heart disease | No  |
      | Relevant family history                                                                                    | No  |
    And the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Save Failed" is shown saying "There was an error saving your checklist. Please try again."
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Checklist information saved" is shown saying "Your checklist information has been successfully saved."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @save-fails-bookAppointment
  Scenario: The server fails to save Book Appointment: the step's failure message and the patient stays; pressing again saves it and moves on
    A signed-in patient whose answers are saved up to "Book Appointment", having said they have a genetic report.

    Given an account registered through the API:
      | Full Name | Pat Doe                                    |
      | Email     | qa-save-fails-bookappointment@example.test |
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
      | Has a genetic testing report | Yes                           |
    And the browser holds the account's session
    When the patient opens "/onboarding/book-appointment"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "POST /api/user/onboarding" with HTTP 500
    And the patient presses "Complete & Go to Dashboard"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Error" is shown saying "Failed to complete onboarding. Please try again."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-finished-3
  Scenario: A signed-in patient who finished onboarding (through the API): goes to /onboarding/book-appointment in the app (a link, or Back/Forward); then goes to /onboarding/medical-history in the app (a link, or Back/Forward); then goes to /onboar...
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                         |
      | Email     | qa-walk-finished-3@example.test |
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
    When the patient goes to "/onboarding/book-appointment" in the app
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/onboarding/medical-history" in the app
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/onboarding/genetic-report" in the app
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/onboarding/medical-checklist" in the app
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard" in the app
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-signed-in-at-personalInfo-3
  Scenario: A signed-in patient whose answers are saved up to "Personal Information": answers Personal Information and presses Next; then presses Back; then goes to /onboarding in the app (a link, or Back/Forward); then answers Personal Information ...
    A signed-in patient whose answers are saved up to "Personal Information".

    Given an account registered through the API:
      | Full Name | Pat Doe                                          |
      | Email     | qa-walk-signed-in-at-personalinfo-3@example.test |
      | Password  | amber kettle winter 42                           |
    And the browser holds the account's session
    When the patient opens "/onboarding"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in the form:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the patient presses "Next"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Personal information saved" is shown
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Back"
    Then the address is "/onboarding/personal-info"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/onboarding" in the app
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in the form:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the patient presses "Next"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Personal information saved" is shown
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in the form:
      | Have you been clinically diagnosed with a rare condition? | Yes             |
      | Primary rare condition                                    | Cystic fibrosis |
      | Year of diagnosis                                         | 2001            |
      | Primary symptoms                                          | Cough           |
    And the patient presses "Next"
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Medical condition saved" is shown
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Back"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @walk-signed-in-at-personalInfo-4
  Scenario: A signed-in patient whose answers are saved up to "Personal Information": the patient's session is no longer accepted by the server, and the patient answers Personal Information and presses Next; then the browser loses its connection; th...
    A signed-in patient whose answers are saved up to "Personal Information".

    Given an account registered through the API:
      | Full Name | Pat Doe                                          |
      | Email     | qa-walk-signed-in-at-personalinfo-4@example.test |
      | Password  | amber kettle winter 42                           |
    And the browser holds the account's session
    When the patient opens "/onboarding"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the session ends on the server
    And the patient fills in the form:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the patient presses "Next"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the page says "Please sign in again"
    And the "Sign in" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the browser goes offline
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the page says "Please sign in again"
    And the "Sign in" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Continue with Google"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Authentication failed" is shown saying "Google authentication failed. Please try again."
    And the page says "Please sign in again"
    And the "Sign in" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-signed-in-at-medicalHistory-1
  Scenario: A signed-in patient whose answers are saved up to "Medical History": answers Medical History and presses Next; then presses Back
    A signed-in patient whose answers are saved up to "Medical History".

    Given an account registered through the API:
      | Full Name | Pat Doe                                            |
      | Email     | qa-walk-signed-in-at-medicalhistory-1@example.test |
      | Password  | amber kettle winter 42                             |
    And these answers saved through the API:
      | First name             | Pat             |
      | Last name              | Doe             |
      | Date of birth          | 1990-04-01      |
      | Gender                 | Female          |
      | State of residence     | Michigan        |
      | Clinically diagnosed   | Yes             |
      | Primary rare condition | Cystic fibrosis |
      | Year of diagnosis      | 2001            |
      | Primary symptoms       | Cough           |
    And the browser holds the account's session
    When the patient opens "/onboarding/medical-history"
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in the form:
      | Current medications    | Ivacaftor                     |
      | Family medical history | Mother carries a CFTR variant |
    And the patient presses "Next"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Medical history saved" is shown
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Back"
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-signed-in-at-geneticReport-1
  Scenario: A signed-in patient whose answers are saved up to "Genetic Report": answers Genetic Report and presses Next; then presses Back; then answers Genetic Report and presses Next; then answers Medical Assessment Checklist and presses Next; the...
    A signed-in patient whose answers are saved up to "Genetic Report".

    Given an account registered through the API:
      | Full Name | Pat Doe                                           |
      | Email     | qa-walk-signed-in-at-geneticreport-1@example.test |
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
    When the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Information saved" is shown saying "Your preference has been saved."
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Back"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Information saved" is shown saying "Your preference has been saved."
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in the form:
      | Multiple congenital anomalies                                                                              | No  |
      | Malformation pattern suggestive of genetic cause                                                           | No  |
      | Abnormal newborn screen or metabolic profile                                                               | No  |
      | Refractory or severe hypoglycemia                                                                          | No  |
      | Atypical response to therapy affecting major organ systems                                                 | No  |
      | Severe hypotonia                                                                                           | Yes |
      | Refractory seizures                                                                                        | No  |
      | High-risk BRUE (recurrent, seizure-like, or CPR-requiring)                                                 | No  |
      | Abnormal chemistries implying inborn error of metabolism                                                   | No  |
      | Abnormal cardiac testing suggesting channelopathy, cardiomyopathy, myocarditis or structural heart disease | No  |
      | Relevant family history                                                                                    | No  |
    And the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Checklist information saved" is shown saying "Your checklist information has been successfully saved."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Back"
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-signed-in-at-geneticReport-2
  Scenario: A signed-in patient whose answers are saved up to "Genetic Report": answers Yes: they have a genetic testing report; then uploads their genetic report (a PDF naming one variant), and the server is slow to take it; then presses Cancel whi...
    A signed-in patient whose answers are saved up to "Genetic Report".

    Given an account registered through the API:
      | Full Name | Pat Doe                                           |
      | Email     | qa-walk-signed-in-at-geneticreport-2@example.test |
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
    When the server is slow to answer "POST /api/user/process-document"
    And the patient uploads the file "qa/files/cftr-report.pdf"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "Processing your report..."
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Cancel"
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
    When the patient reloads the page
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the page says "2 reports ahead of yours"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-signed-in-at-geneticReport-3
  Scenario: A signed-in patient whose answers are saved up to "Genetic Report": answers Yes: they have a genetic testing report; then uploads their genetic report (a PDF naming one variant), which waits behind 2 others; then presses Cancel while the...
    A signed-in patient whose answers are saved up to "Genetic Report".

    Given an account registered through the API:
      | Full Name | Pat Doe                                           |
      | Email     | qa-walk-signed-in-at-geneticreport-3@example.test |
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
    When the patient presses "Cancel"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the "Next: Book Appointment" button is disabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-signed-in-at-bookAppointment-with-report-1
  Scenario: A signed-in patient whose answers are saved up to "Book Appointment", having said they have a genetic report: presses "Complete & Go to Dashboard"; then logs out
    A signed-in patient whose answers are saved up to "Book Appointment", having said they have a genetic report.

    Given an account registered through the API:
      | Full Name | Pat Doe                                                         |
      | Email     | qa-walk-signed-in-at-bookappointment-with-report-1@example.test |
      | Password  | amber kettle winter 42                                          |
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
    And the browser holds the account's session
    When the patient opens "/onboarding/book-appointment"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Logout"
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    And the message "Logged out" is shown saying "You have been successfully logged out."
    And the browser stores no session token and no theme
    And the page is light

  @journey @walk-report-on-file-1
  Scenario: A signed-in patient at "Genetic Report" with a report the server read earlier: answers Genetic Report and presses Next, with a report on file or on its way; then goes to /onboarding in the app (a link, or Back/Forward); then goes to /onb...
    A signed-in patient at "Genetic Report" with a report the server read earlier.

    Given an account registered through the API:
      | Full Name | Pat Doe                               |
      | Email     | qa-walk-report-on-file-1@example.test |
      | Password  | amber kettle winter 42                |
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
    When the patient opens "/onboarding/genetic-report"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the question "Delete your report?" is asked
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/onboarding" in the app
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/onboarding/genetic-report" in the app
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the question "Delete your report?" is asked
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Delete report and continue"
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Information saved" is shown saying "Your preference has been saved."
    And no question is asked
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-report-on-file-2
  Scenario: A signed-in patient at "Genetic Report" with a report the server read earlier: answers Genetic Report and presses Next, with a report on file or on its way; then presses "Keep my report"; then answers Genetic Report and presses Next, wit...
    A signed-in patient at "Genetic Report" with a report the server read earlier.

    Given an account registered through the API:
      | Full Name | Pat Doe                               |
      | Email     | qa-walk-report-on-file-2@example.test |
      | Password  | amber kettle winter 42                |
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
    When the patient opens "/onboarding/genetic-report"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the question "Delete your report?" is asked
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Keep my report"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And no question is asked
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the question "Delete your report?" is asked
    And the browser stores a session token and no theme
    And the page is light
    When the server answers the next "POST /api/user/onboarding" with HTTP 500
    And the patient presses "Delete report and continue"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Save Failed" is shown saying "There was an error saving your preference. Please try again."
    And no question is asked
    And the "Next: Book Appointment" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the question "Delete your report?" is asked
    And the browser stores a session token and no theme
    And the page is light
