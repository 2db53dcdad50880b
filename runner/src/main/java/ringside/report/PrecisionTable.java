package ringside.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ringside.parameters.Parameter;
import ringside.statistics.Precision;
import ringside.statistics.RepetitionPlan;

/**
 * What a run that asked for precision got, as the report shows it: per timed result its forks, its error against the
 * target, and why a result stayed above it (the time budget ran out, its JVMs settle in several modes, too few forks).
 * Judged by {@link Precision} on the results as the report reads them (every fork merged), as the suite's precision
 * round judged them; why a result stayed above is the round's own (precision.tsv), or else derived from env.json's
 * parameters and the result (a run stored before the round wrote its outcome).
 */
record PrecisionTable(Precision precision, String target, String share, String timeBudget, List<Row> rows) {

    PrecisionTable {
        rows = List.copyOf(rows);
    }

    /**
     * One result's outcome; {@code why} is empty where it met the target; {@code plan}, the round's plan for it from
     * its pilot, where it made one.
     */
    record Row(Measurement result, Precision.Status status, String why, Optional<RepetitionPlan> plan) {
        boolean met() {
            return status == Precision.Status.MET;
        }
    }

    /**
     * The outcome of a run whose env.json asks for precision; empty when it did not (or names no target). Why a result
     * stayed above is the precision round's, as it wrote it in precision.tsv ({@code written}), where it has one.
     */
    static Optional<PrecisionTable> of(RecordedEnvironment env, List<Measurement> results,
            List<PrecisionOutcome> written) {
        String target = env.text("parameters", Parameter.precision.name());
        double percent;
        try {
            percent = Double.parseDouble(target);
        } catch (NumberFormatException notANumber) { // "none", "unknown" or empty: not asked for
            return Optional.empty();
        }
        if (!(percent > 0 && percent < 100)) {
            return Optional.empty();
        }
        String timeBudget = asked(env, Parameter.timeBudget);
        String share = asked(env, Parameter.precisionBudget); // runs before the round's share have none
        Precision precision = new Precision(percent / 100);
        List<Row> rows = new ArrayList<>();
        for (Measurement m : results) {
            Precision.Status status = precision.status(m.samples());
            Optional<PrecisionOutcome> round = written.stream().filter(o -> o.isOf(m)).findFirst();
            Optional<String> roundSaid = round.map(PrecisionOutcome::why).filter(why -> !why.isEmpty());
            rows.add(new Row(m, status, status == Precision.Status.MET ? ""
                    : roundSaid.orElseGet(() -> why(m, status, share, timeBudget)),
                    round.flatMap(PrecisionOutcome::plan)));
        }
        return Optional.of(new PrecisionTable(precision, target, share, timeBudget, rows));
    }

    /** The parameter's value as the run recorded it; empty where it set none or did not record it. */
    private static String asked(RecordedEnvironment env, Parameter parameter) {
        String value = env.text("parameters", parameter.name());
        return value.isEmpty() || value.equals("none") || value.equals("unknown") ? "" : value;
    }

    /** Why a result is not within the target, where the round wrote none: its forks, its modes, what stopped it. */
    private static String why(Measurement m, Precision.Status status, String share, String timeBudget) {
        if (status == Precision.Status.MET) {
            return "";
        }
        List<String> reasons = new ArrayList<>();
        if (status == Precision.Status.TOO_FEW_FORKS) {
            reasons.add("too few forks"); // the section says how many a target needs
        }
        if (m.modes().several()) {
            int modes = m.modes().modes().size();
            reasons.add((modes == 2 ? "bimodal" : modes + " modes") + ": " + Format.settles(m));
        }
        reasons.add(!timeBudget.isEmpty() ? Parameter.timeBudget + "=" + timeBudget + " ran out"
                : share.isEmpty() ? "the round's cap of forks per result"
                : "the round's cap of forks per result or " + Parameter.precisionBudget + "=" + share);
        return String.join("; ", reasons);
    }

    /** True when the round planned some row from its pilot (a run before plans has none). */
    boolean planned() {
        return rows.stream().anyMatch(r -> r.plan().isPresent());
    }

    long met() {
        return rows.stream().filter(Row::met).count();
    }

    List<Row> above() {
        return rows.stream().filter(r -> !r.met()).toList();
    }

    /** "precision=5, precisionBudget=16m, timeBudget=20m": what the run asked for, as the user wrote it. */
    String asked() {
        return Parameter.precision + "=" + target + (share.isEmpty() ? "" : ", " + Parameter.precisionBudget + "="
                + share) + (timeBudget.isEmpty() ? "" : ", " + Parameter.timeBudget + "=" + timeBudget);
    }

    /** The summary's lines: how many met the target, and each result above it with why. */
    String toText() {
        StringBuilder out = new StringBuilder(asked() + ": " + met() + " of " + rows.size()
                + " timed results have an error within " + target + "% of their score\n");
        for (Row r : above()) {
            Measurement m = r.result();
            out.append("  not met: ").append(m.label()).append(' ').append(m.benchmark()).append(" on CPUs ")
                    .append(m.cpuSet()).append(": ").append(Format.percent(m.relativeError())).append(" over ")
                    .append(m.samples().forks()).append(" forks; ").append(r.why()).append('\n');
        }
        return out.toString();
    }
}
