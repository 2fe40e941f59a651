import { Button } from '@/components/ui/button';
import { deskCalls as words } from '@/content/desk-calls';
import type { CallsState } from '@/desk/use-lead-calls';

interface DeskCallsProps {
  state: CallsState;
  onTurnOn: () => void;
  /** The listener stopped: arrivals no longer come by themselves. */
  isLiveStopped: boolean;
}

const stateText: Record<Exclude<CallsState, 'off'>, string> = {
  on: words.on,
  blocked: words.blocked,
  unsupported: words.unsupported,
};

/** The inbox's calls: the button that turns them on, and what came of pressing it. */
export function DeskCalls({ state, onTurnOn, isLiveStopped }: DeskCallsProps) {
  return (
    <div className="mt-4">
      {state === 'off' || state === 'blocked' ? (
        <>
          <Button variant="dark" onClick={onTurnOn}>
            {words.turnOn}
          </Button>
          <p className="mt-2 text-sm text-ink/80">{words.explain}</p>
        </>
      ) : null}
      <p role="status" className="mt-2 text-sm">
        {state === 'off' ? '' : stateText[state]}
      </p>
      {isLiveStopped ? (
        <p role="alert" className="mt-2 font-semibold text-brick">
          {words.liveStopped}
        </p>
      ) : null}
    </div>
  );
}
