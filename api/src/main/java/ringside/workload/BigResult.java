package ringside.workload;

/**
 * What a big op's actors reported ({@link BigTally#result()}), per actor (index = actor number): pings received and
 * the sum of their ids, pongs received; how many actors finished; pings or pongs out of sequence and the first of
 * them in words (null when none); and where each actor started ({@link StartWitness}).
 */
public record BigResult(long[] pingsReceived, long[] pingSums, long[] pongsReceived, int finished, long violations,
        String firstViolation, Starts actors) {
}
