import type { RouteId } from '../app/route-table';
import type { PersonalInfo } from '../domain/user-profile';

/**
 * How far along the flow a route is. A signed-in user may open any step up to the furthest one
 * reached (by the server's redirect_path or in this session), never one beyond.
 */
const ranks: Partial<Record<RouteId, number>> = {
  personalInfo: 1,
  medicalCondition: 2,
  medicalHistory: 3,
  geneticReport: 4,
  medicalChecklist: 5,
  bookAppointment: 6,
  dashboardHome: 7,
  dashboardCalendar: 7,
  dashboardMessages: 7,
  dashboardProfile: 7,
  dashboardSettings: 7,
};

export function rankOf(route: RouteId | null): number {
  return (route && ranks[route]) || 1;
}

export function isPersonalInfoComplete(info: PersonalInfo): boolean {
  return [info.firstName, info.lastName, info.dateOfBirth, info.gender, info.state].every(
    (value) => value.trim().length > 0,
  );
}
