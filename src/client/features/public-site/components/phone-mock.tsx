/** A sketch of the app's home screen; decorative, the text beside it says what the app does. */
export function PhoneMock() {
  return (
    <div
      aria-hidden="true"
      className="protected mx-auto w-64 rounded-[2.5rem] border-8 border-black/40 bg-background p-4 text-foreground shadow-2xl"
    >
      <p className="text-sm text-muted-foreground">Good evening,</p>
      <p className="text-xl font-extrabold">Leo</p>
      <div className="mt-4 rounded-xl bg-pitch p-4 text-white">
        <p className="text-sm">Level 5 · 1,240 XP</p>
        <div className="mt-2 h-2 rounded-full bg-white/25">
          <div className="h-2 w-2/3 rounded-full bg-accent" />
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 text-center">
        {[
          ['6 days', 'Streak'],
          ['#3', 'This week'],
          ['12', 'Badges'],
          ['4 of 5', 'Challenges'],
        ].map(([value, label]) => (
          <div key={label} className="rounded-xl bg-muted p-3">
            <p className="font-extrabold text-primary">{value}</p>
            <p className="text-xs text-muted-foreground">{label}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
