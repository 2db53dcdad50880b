package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.RunnerException;
import ringside.workload.InvalidResultException;

class FailureReasonTest {

    /** As JMH hands a fork's failure to the launcher: wrapped, the real exception a suppressed one. */
    @Test
    void namesTheForksExceptionNotJmhsWrapper() {
        RuntimeException benchmarkError = new RuntimeException("Benchmark error");
        benchmarkError.addSuppressed(
                new InvalidResultException("loom/threads ring: worker 2 received 7,\n expected 8"));
        RunnerException failure = new RunnerException("Benchmark caught the exception", benchmarkError);
        assertEquals("InvalidResultException: loom/threads ring: worker 2 received 7, expected 8",
                FailureReason.of(failure));
    }

    @Test
    void aPlainFailureIsItsOwnReason() {
        assertEquals("IllegalStateException: no result", FailureReason.of(new IllegalStateException("no result")));
        assertEquals("NullPointerException", FailureReason.of(new NullPointerException()));
    }

    /** JMH gives only the code of a fork that died; a code above 128 is a signal, which the reason names. */
    @Test
    void aForkEndedByASignalIsSaidToBeKilled() {
        assertEquals("IllegalStateException: Forked VM failed with exit code 137 (the fork was killed by signal 9)",
                FailureReason.of(new IllegalStateException("Forked VM failed with exit code 137")));
        assertEquals("IllegalStateException: Forked VM failed with exit code 1",
                FailureReason.of(new IllegalStateException("Forked VM failed with exit code 1")));
    }
}
