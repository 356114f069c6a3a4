import { TryAgainButton } from "../ui/try-again-button";

/** My Account when the details could not be read (SPEC §8 'Error fetching user data'). */
export function ProfileUnavailable({ message }: { message: string }) {
  return (
    <div role="alert" className="container-page flex max-w-2xl flex-col items-start gap-4 py-14">
      <h1 className="font-display text-4xl text-espresso sm:text-5xl">My Account</h1>
      <p className="text-wine">{message}</p>
      <TryAgainButton />
    </div>
  );
}
