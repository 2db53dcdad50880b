package ringside.workload;

/**
 * What a sieve op's filters reported ({@link SieveTally#result()}), per prime below the limit (index = the prime's
 * place among them): where its filter started ({@link Starts}), whether it reported on the end, the numbers it
 * received and dropped; filters made for numbers that are not primes below the limit; where the generator started.
 */
public record SieveResult(Starts generator, int[] filterStarts, boolean[] ended, long[] received, long[] dropped,
        long strayFilters, int firstStray) {
}
