Feature: Language (machines/language/language.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @dead-end @language-unavailable
  Scenario: On the sign-in page, a language whose texts cannot be downloaded: "Language not changed" and the page stays in English; another language then arrives and the page speaks it
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the browser cannot download the language "العربية"
    And the patient chooses "العربية" in the language menu
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Language not changed" is shown saying "We could not load that language. Check your internet connection and try again."
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient chooses "Español" in the language menu
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Iniciar sesión" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    And the page is in "Español"

  @journey @language-while-loading
  Scenario: On the sign-in page, Español is slow to download; العربية chosen meanwhile is shown (the latest choice wins)
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the language "Español" is slow to download
    And the patient chooses "Español" in the language menu
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient chooses "العربية" in the language menu
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "تسجيل الدخول" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    And the page is in "العربية"

  @journey @language-of-profile
  Scenario: A patient whose profile keeps Español signs in on a browser where no language was chosen: the app speaks Español
    A patient registered with email and password whose profile keeps the language Español (through the API), signed out, on a browser where no language was chosen.

    Given an account registered through the API:
      | Full Name | Pat Doe                             |
      | Email     | qa-language-of-profile@example.test |
      | Password  | amber kettle winter 42              |
    And these answers saved through the API:
      | Language | Español |
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Login" tab
    And the patient fills in the form:
      | Email    | qa-language-of-profile@example.test |
      | Password | amber kettle winter 42              |
    And the patient presses "Sign in"
    Then the address is "/onboarding"
    And the heading is "Datos personales"
    And the message "Inició sesión correctamente" is shown saying "Le damos la bienvenida de nuevo a herd Health"
    And the "Siguiente" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    And the page is in "Español"

  @journey @language-in-onboarding
  Scenario: Español chosen in the onboarding wizard's header: the step speaks it
    A signed-in patient whose answers are saved up to "Personal Information".

    Given an account registered through the API:
      | Full Name | Pat Doe                                |
      | Email     | qa-language-in-onboarding@example.test |
      | Password  | amber kettle winter 42                 |
    And the browser holds the account's session
    When the patient opens "/onboarding"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient chooses "Español" in the language menu
    Then the address is "/onboarding"
    And the heading is "Datos personales"
    And the "Siguiente" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    And the page is in "Español"

  @journey @language-in-settings
  Scenario: العربية chosen on Settings: the page speaks it, right to left
    A signed-in patient who finished onboarding (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                              |
      | Email     | qa-language-in-settings@example.test |
      | Password  | amber kettle winter 42               |
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
    When the patient chooses "العربية" in the language menu
    Then the address is "/dashboard/settings"
    And the heading is "الإعدادات"
    And the "تغيير كلمة المرور" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    And the page is in "العربية"
