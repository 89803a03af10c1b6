import { MessagesPage } from './messages-page';

export default function MessagesRoute() {
  return <MessagesPage />;
}
