// The root sends visitors to the login page; proxy.ts sends signed-in users on to their home.
import { redirect } from 'next/navigation';

export default function RootPage(): never {
  redirect('/login');
}
