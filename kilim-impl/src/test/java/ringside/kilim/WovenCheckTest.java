package ringside.kilim;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kilim.Pausable;
import org.junit.jupiter.api.Test;
import ringside.kilim.workloads.ReceiveAtDepth;

/** The pre-flight check: the build wove the module's classes, and an unwoven class is refused with the fix. */
class WovenCheckTest {

    /** Test classes are not woven (the build weaves target/classes only): this one stands for a missed weave. */
    static final class NotWoven {
        void pausable() throws Pausable {
        }
    }

    @Test
    void theBuildWoveTheVariantsClasses() {
        KilimVariant.MAILBOX.pausable().forEach(KilimVariant::requireWoven);
        KilimVariant.CONTINUATION.pausable().forEach(KilimVariant::requireWoven);
    }

    /** The recursion at a stack depth and both selects pause too: a frame left unwoven would end the JVM. */
    @Test
    void theBuildWoveTheDepthRecursionAndTheSelects() {
        KilimVariant.requireWoven(ReceiveAtDepth.class); // in ringside.kilim.workloads: the build weaves sub-packages
        KilimVariant.requireWoven(TaskRuntime.MailboxSelect.class);
        KilimVariant.requireWoven(LoopRuntime.LoopSelect.class);
    }

    @Test
    void anUnwovenClassIsRefusedWithTheRebuildCommand() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> KilimVariant.requireWoven(NotWoven.class));
        assertTrue(e.getMessage().startsWith(KilimVariant.NOT_WOVEN), e.getMessage());
    }
}
