package ringside.loom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import ringside.workload.SpawnWorkload;

/** Platform threads state the machine's thread limit before a spawn or footprint they cannot reach; virtual threads have none. */
class ThreadVariantTest {

    /** 2^31 - 1 actors: more than any Linux allows threads (pid_max is at most 2^22). */
    private static final long HUGE = new SpawnWorkload(2, 1 << 30).actors();

    @Test
    void platformThreadsRefuseATreeBeyondTheMachinesLimitNamingIt() {
        Assumptions.assumeTrue(Files.exists(Path.of("/proc/sys/kernel/pid_max")), "the limits are read on Linux");
        String why = ThreadVariant.PLATFORM.cannotHold(HUGE).orElseThrow();
        assertTrue(why.startsWith("2,147,483,647 actors alive at once need as many platform threads;"),
                why);
        assertTrue(why.contains("this machine allows at most "), why);
        long limit = ThreadLimit.ofThisMachine().orElseThrow().threads();
        assertTrue(limit > 1_000, "a limit read as " + limit + " is a misread /proc file");
    }

    @Test
    void virtualThreadsHaveNoSuchLimit() {
        assertEquals(Optional.empty(), ThreadVariant.VIRTUAL.cannotHold(HUGE));
    }
}
