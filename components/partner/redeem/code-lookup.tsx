import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/field";
import { Panel } from "../dashboard/panel";

/** A plain GET form: the code goes in the URL, so the lookup works before JavaScript and Back keeps it. */
export function CodeLookup({ typed, error }: { typed: string; error?: string }) {
  return (
    <Panel
      id="redeem-find-title"
      title="Find a code"
      description="Type or paste the code from the customer's app. Spaces and capitals do not matter."
    >
      <form method="get" action="/dashboard/redeem" className="mt-4 flex flex-wrap items-start gap-4">
        <div className="min-w-64 flex-1">
          <TextField
            label="Code"
            name="code"
            defaultValue={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={error}
            required
            // The lookup's answer is this page: the field keeps focus after it, ready for the next code.
            autoFocus={!typed || Boolean(error)}
          />
        </div>
        <SubmitButton pending={false} className="mt-7">
          Find code
        </SubmitButton>
      </form>
    </Panel>
  );
}
