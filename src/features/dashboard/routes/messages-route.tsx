import { MessagesPage } from '../messages/messages-page';

export default function MessagesRoute() {
  return <MessagesPage />;
}
