/**
 * /athletes/:athleteId/passport (issue 42, point 2; decision 090): the family's skill passport of
 * one of its athletes. Only that athlete's own levels over time, never anyone else's: no averages,
 * no comparison, no ranking.
 */
import { Link, useParams } from 'react-router';
import { paths } from '#shared/page-paths';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { usePassport } from '../api/get-passport';
import { CurrentGoals, NoEvaluationYet, SkillList } from '../components/passport-view';

export function PassportPage() {
  const { athleteId = '' } = useParams();
  const passport = usePassport(athleteId);
  return (
    <div className="flex flex-col gap-5">
      <PageMeta title="Skill passport" description="Where your athlete stands on each skill, their goals and the lessons that help." />
      <div className="flex flex-col gap-1">
        <Link to={paths.progressReport()} className="text-sm font-semibold text-primary hover:underline">
          ← Progress report
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">Skill passport{passport.data ? `: ${passport.data.athlete.name}` : ''}</h1>
        {passport.data ? <p className="text-muted-foreground">Levels described for players born {passport.data.athlete.band}.</p> : null}
      </div>
      {passport.isPending ? <PageSpinner label="Loading the skill passport" /> : null}
      {passport.isError ? (
        <Alert tone="error" title="We couldn't load the skill passport.">
          <p>{passport.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void passport.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {passport.data ? (
        <>
          {passport.data.current ? <CurrentGoals current={passport.data.current} /> : <NoEvaluationYet name={passport.data.athlete.name} />}
          <SkillList passport={passport.data} />
        </>
      ) : null}
    </div>
  );
}
