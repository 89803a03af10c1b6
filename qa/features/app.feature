Feature: The app (machines/app/app.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @journey @journey-register-checklist
  Scenario: Registers with email and password, has no report and answers the medical checklist, books an appointment and reaches the dashboard
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Register" tab
    And the patient fills in the form:
      | Full Name        | Pat Doe                                    |
      | Email            | qa-journey-register-checklist@example.test |
      | Password         | amber kettle winter 42                     |
      | Confirm Password | amber kettle winter 42                     |
    And the patient presses "Create account"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Account created" is shown saying "Welcome to herd Health"
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
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."
    And the browser stores a session token and no theme
    And the page is light

  @journey @journey-register-report
  Scenario: Registers with email and password, uploads a genetic report (the checklist is skipped), books an appointment and reaches the dashboard
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Register" tab
    And the patient fills in the form:
      | Full Name        | Pat Doe                                 |
      | Email            | qa-journey-register-report@example.test |
      | Password         | amber kettle winter 42                  |
      | Confirm Password | amber kettle winter 42                  |
    And the patient presses "Create account"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Account created" is shown saying "Welcome to herd Health"
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
    When the patient fills in "Do you have a clinical genetics testing report that you'd like to upload?" with "Yes"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
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
    When the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Information saved" is shown saying "Your preference has been saved."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."
    And the browser stores a session token and no theme
    And the page is light

  @journey @journey-login-checklist
  Scenario: Signs in with email and password, has no report and answers the medical checklist, books an appointment and reaches the dashboard
    A patient registered with email and password (through the API), signed out.

    Given an account registered through the API:
      | Full Name | Pat Doe                                 |
      | Email     | qa-journey-login-checklist@example.test |
      | Password  | amber kettle winter 42                  |
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Login" tab
    And the patient fills in the form:
      | Email    | qa-journey-login-checklist@example.test |
      | Password | amber kettle winter 42                  |
    And the patient presses "Sign in"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
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
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."
    And the browser stores a session token and no theme
    And the page is light

  @journey @journey-login-report
  Scenario: Signs in with email and password, uploads a genetic report (the checklist is skipped), books an appointment and reaches the dashboard
    A patient registered with email and password (through the API), signed out.

    Given an account registered through the API:
      | Full Name | Pat Doe                              |
      | Email     | qa-journey-login-report@example.test |
      | Password  | amber kettle winter 42               |
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Login" tab
    And the patient fills in the form:
      | Email    | qa-journey-login-report@example.test |
      | Password | amber kettle winter 42               |
    And the patient presses "Sign in"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
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
    When the patient fills in "Do you have a clinical genetics testing report that you'd like to upload?" with "Yes"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
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
    When the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Information saved" is shown saying "Your preference has been saved."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."
    And the browser stores a session token and no theme
    And the page is light

  @journey @journey-google-checklist
  Scenario: Signs in with Google, has no report and answers the medical checklist, books an appointment and reaches the dashboard
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient continues with Google as "qa-journey-google-checklist@example.test", and Google approves
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully authenticated" is shown saying "Welcome to herd Health"
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
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."
    And the browser stores a session token and no theme
    And the page is light

  @journey @journey-google-report
  Scenario: Signs in with Google, uploads a genetic report (the checklist is skipped), books an appointment and reaches the dashboard
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient continues with Google as "qa-journey-google-report@example.test", and Google approves
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully authenticated" is shown saying "Welcome to herd Health"
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
    When the patient fills in "Do you have a clinical genetics testing report that you'd like to upload?" with "Yes"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
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
    When the patient presses "Next: Book Appointment"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Information saved" is shown saying "Your preference has been saved."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @server-unreachable
  Scenario: The server cannot be reached at start: "We can't reach herd Health right now", the token is kept; once it can, "Try again" opens the step
    A signed-in patient whose browser cannot reach the server.

    Given an account registered through the API:
      | Full Name | Pat Doe                            |
      | Email     | qa-server-unreachable@example.test |
      | Password  | amber kettle winter 42             |
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
    When the browser's requests to "/auth/me" work again
    And the patient presses "Try again"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @profile-unavailable
  Scenario: Signed in, but the profile cannot be loaded: the same screen, with "Try again"; once the profile loads, it opens onboarding
    A registered, signed-out patient whose browser cannot load their profile (GET /auth/me does not answer).

    Given an account registered through the API:
      | Full Name | Pat Doe                             |
      | Email     | qa-profile-unavailable@example.test |
      | Password  | amber kettle winter 42              |
    And the browser's requests to "/auth/me" fail
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Login" tab
    And the patient fills in the form:
      | Email    | qa-profile-unavailable@example.test |
      | Password | amber kettle winter 42              |
    And the patient presses "Sign in"
    Then the address is "/auth"
    And the heading is "We can't reach herd Health right now"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    And the page says "Check your internet connection. You are still signed in"
    And the "Try again" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the browser's requests to "/auth/me" work again
    And the patient presses "Try again"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @logout-while-session-checked
  Scenario: Logout pressed while the session is still being checked (a shared computer): signed out on the landing page, the token removed
    A signed-in patient whose answers are saved up to "Medical Condition", whose browser's session check (GET /auth/me) the server is slow to answer.

    Given an account registered through the API:
      | Full Name | Pat Doe                                      |
      | Email     | qa-logout-while-session-checked@example.test |
      | Password  | amber kettle winter 42                       |
    And these answers saved through the API:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the browser holds the account's session
    And the server is slow to answer "/auth/me"
    When the patient opens "/onboarding/medical-condition"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Logout"
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    And the browser stores no session token and no theme
    And the page is light

  @journey @slow-session-check
  Scenario: The server is slow to check the stored session: the step's frame shows, then the step itself once the server answers
    A signed-in patient whose answers are saved up to "Medical Condition", whose browser's session check (GET /auth/me) the server is slow to answer.

    Given an account registered through the API:
      | Full Name | Pat Doe                            |
      | Email     | qa-slow-session-check@example.test |
      | Password  | amber kettle winter 42             |
    And these answers saved through the API:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the browser holds the account's session
    And the server is slow to answer "/auth/me"
    When the patient opens "/onboarding/medical-condition"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the browser stores a session token and no theme
    And the page is light
    When the server answers "/auth/me"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @session-ends-while-profile-loads
  Scenario: The session ends on the server while the profile loads after sign-in: signed out, the token removed
    A registered, signed-out patient whose profile the server is slow to send after sign-in (GET /auth/me).

    Given an account registered through the API:
      | Full Name | Pat Doe                                          |
      | Email     | qa-session-ends-while-profile-loads@example.test |
      | Password  | amber kettle winter 42                           |
    And these answers saved through the API:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the server is slow to answer "/auth/me"
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Login" tab
    And the patient fills in the form:
      | Email    | qa-session-ends-while-profile-loads@example.test |
      | Password | amber kettle winter 42                           |
    And the patient presses "Sign in"
    Then the address is "/auth"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    And the browser stores a session token and no theme
    And the page is light
    When the session ends on the server
    Then the address is "/auth"
    And the browser stores a session token and no theme
    And the page is light
    When the server answers "/auth/me"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light

  @dead-end @logout-server-unreachable
  Scenario: Logout on "We can't reach herd Health": signed out on the landing page, the token removed
    A signed-in patient whose browser cannot reach the server.

    Given an account registered through the API:
      | Full Name | Pat Doe                                   |
      | Email     | qa-logout-server-unreachable@example.test |
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
    When the patient presses "Logout"
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    And the browser stores no session token and no theme
    And the page is light

  @dead-end @token-refused-at-start
  Scenario: A stored token the server refuses: it is removed, the visitor is asked to sign in
    A browser holding a token the server no longer accepts.

    Given an account registered through the API:
      | Full Name | Pat Doe                                |
      | Email     | qa-token-refused-at-start@example.test |
      | Password  | amber kettle winter 42                 |
    And these answers saved through the API:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the browser holds a session the server no longer accepts
    When the patient opens "/onboarding/medical-condition"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light

  @journey @account-deletion-before-onboarding
  Scenario: Before onboarding is complete: Settings from the wizard's header, "Settings" again while it is open (it stays), then deleting the account signs out
    A signed-in patient whose answers are saved up to "Medical Condition".

    Given an account registered through the API:
      | Full Name | Pat Doe                                            |
      | Email     | qa-account-deletion-before-onboarding@example.test |
      | Password  | amber kettle winter 42                             |
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
    When the patient goes to "/dashboard/settings" in the app
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard/settings" in the app
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
    When the patient presses "Delete everything"
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    And the message "Account deleted" is shown saying "Your account and everything in it have been deleted."
    And the browser stores no session token and no theme
    And the page is light
