Feature: The app (machines/app/app.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --format gherkin`: the
  steps come from the machines, the expected address, heading and message after each step
  from the step registry, the route table and the messages. Do not edit; regenerate.

  @journey @journey-register-checklist
  Scenario: Registers with email and password, has no report and answers the medical checklist, books an appointment and reaches the dashboard
    Given a visitor without an account (a new Google account waits at the local OpenID provider)
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient creates an account with their name, email and password
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Account created" is shown saying "Welcome to herd Health"
    When the patient answers Personal Information and presses Next
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Personal information saved" is shown
    When the patient answers Medical Condition and presses Next
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Medical condition saved" is shown
    When the patient answers Medical History and presses Next
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Medical history saved" is shown
    When the patient answers Genetic Report and presses Next
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Information saved" is shown saying "Your preference has been saved."
    When the patient answers Medical Assessment Checklist and presses Next
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Checklist information saved" is shown saying "Your checklist information has been successfully saved."
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."

  @journey @journey-register-report
  Scenario: Registers with email and password, uploads a genetic report (the checklist is skipped), books an appointment and reaches the dashboard
    Given a visitor without an account (a new Google account waits at the local OpenID provider)
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient creates an account with their name, email and password
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Account created" is shown saying "Welcome to herd Health"
    When the patient answers Personal Information and presses Next
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Personal information saved" is shown
    When the patient answers Medical Condition and presses Next
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Medical condition saved" is shown
    When the patient answers Medical History and presses Next
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Medical history saved" is shown
    When the patient answers Yes: they have a genetic testing report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient uploads their genetic report (a PDF naming one variant)
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Report Processed Successfully" is shown saying "Found 1 genetic variant in your report."
    When the patient answers Genetic Report and presses Next
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Information saved" is shown saying "Your preference has been saved."
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."

  @journey @journey-login-checklist
  Scenario: Signs in with email and password, has no report and answers the medical checklist, books an appointment and reaches the dashboard
    Given a patient registered with email and password (through the API), signed out
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient signs in with their email and password
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    When the patient answers Personal Information and presses Next
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Personal information saved" is shown
    When the patient answers Medical Condition and presses Next
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Medical condition saved" is shown
    When the patient answers Medical History and presses Next
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Medical history saved" is shown
    When the patient answers Genetic Report and presses Next
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Information saved" is shown saying "Your preference has been saved."
    When the patient answers Medical Assessment Checklist and presses Next
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Checklist information saved" is shown saying "Your checklist information has been successfully saved."
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."

  @journey @journey-login-report
  Scenario: Signs in with email and password, uploads a genetic report (the checklist is skipped), books an appointment and reaches the dashboard
    Given a patient registered with email and password (through the API), signed out
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient signs in with their email and password
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    When the patient answers Personal Information and presses Next
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Personal information saved" is shown
    When the patient answers Medical Condition and presses Next
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Medical condition saved" is shown
    When the patient answers Medical History and presses Next
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Medical history saved" is shown
    When the patient answers Yes: they have a genetic testing report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient uploads their genetic report (a PDF naming one variant)
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Report Processed Successfully" is shown saying "Found 1 genetic variant in your report."
    When the patient answers Genetic Report and presses Next
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Information saved" is shown saying "Your preference has been saved."
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."

  @journey @journey-google-checklist
  Scenario: Signs in with Google, has no report and answers the medical checklist, books an appointment and reaches the dashboard
    Given a visitor without an account (a new Google account waits at the local OpenID provider)
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient continues with Google and Google approves
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully authenticated" is shown saying "Welcome to herd Health"
    When the patient answers Personal Information and presses Next
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Personal information saved" is shown
    When the patient answers Medical Condition and presses Next
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Medical condition saved" is shown
    When the patient answers Medical History and presses Next
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Medical history saved" is shown
    When the patient answers Genetic Report and presses Next
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Information saved" is shown saying "Your preference has been saved."
    When the patient answers Medical Assessment Checklist and presses Next
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Checklist information saved" is shown saying "Your checklist information has been successfully saved."
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."

  @journey @journey-google-report
  Scenario: Signs in with Google, uploads a genetic report (the checklist is skipped), books an appointment and reaches the dashboard
    Given a visitor without an account (a new Google account waits at the local OpenID provider)
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient continues with Google and Google approves
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully authenticated" is shown saying "Welcome to herd Health"
    When the patient answers Personal Information and presses Next
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Personal information saved" is shown
    When the patient answers Medical Condition and presses Next
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Medical condition saved" is shown
    When the patient answers Medical History and presses Next
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Medical history saved" is shown
    When the patient answers Yes: they have a genetic testing report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient uploads their genetic report (a PDF naming one variant)
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Report Processed Successfully" is shown saying "Found 1 genetic variant in your report."
    When the patient answers Genetic Report and presses Next
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Information saved" is shown saying "Your preference has been saved."
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."

  @dead-end @server-unreachable
  Scenario: The server cannot be reached at start: "We can't reach herd Health right now", the token is kept
    Given a signed-in patient whose browser cannot reach the server
    When the patient opens /onboarding/medical-condition
    Then the address is "/onboarding/medical-condition"
    And the heading is "We can't reach herd Health right now"

  @dead-end @profile-unavailable
  Scenario: Signed in, but the profile cannot be loaded: the same screen, with "Try again"
    Given a registered, signed-out patient whose browser cannot load their profile (GET /auth/me does not answer)
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient signs in with their email and password
    Then the address is "/auth"
    And the heading is "We can't reach herd Health right now"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"

  @dead-end @logout-while-session-checked
  Scenario: Logout pressed while the session is still being checked (a shared computer): signed out on the landing page, the token removed
    Given a signed-in patient whose answers are saved up to "Medical Condition", whose browser's session check (GET /auth/me) the server is slow to answer
    When the patient opens /onboarding/medical-condition
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    When the patient logs out
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"

  @journey @slow-session-check
  Scenario: The server is slow to check the stored session: the step's frame shows, then the step itself once the server answers
    Given a signed-in patient whose answers are saved up to "Medical Condition", whose browser's session check (GET /auth/me) the server is slow to answer
    When the patient opens /onboarding/medical-condition
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    When the server answers the session check (GET /auth/me)
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"

  @dead-end @logout-server-unreachable
  Scenario: Logout on "We can't reach herd Health": signed out on the landing page, the token removed
    Given a signed-in patient whose browser cannot reach the server
    When the patient opens /onboarding/medical-condition
    Then the address is "/onboarding/medical-condition"
    And the heading is "We can't reach herd Health right now"
    When the patient logs out
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"

  @dead-end @token-refused-at-start
  Scenario: A stored token the server refuses: it is removed, the visitor is signed out
    Given a browser holding a token the server no longer accepts
    When the patient opens /onboarding/medical-condition
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
