package ringside.quasar;

import static org.junit.jupiter.api.Assertions.assertTrue;

import co.paralleluniverse.fibers.Instrumented;
import co.paralleluniverse.strands.channels.IntChannel;
import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.quasar.workloads.actors.DeepActor;
import ringside.quasar.workloads.channels.Inbox;
import ringside.tck.FrameworkTck;
import ringside.workload.StackDepthWitness;

/** Runs the TCK on Quasar fibers with channels and on Quasar actors, with the agent (see the surefire argLine). */
class QuasarTckTest extends FrameworkTck {
    QuasarTckTest() {
        super("quasar");
    }

    /** The surefire argLine gives this JVM Quasar's agent option and thread properties as a fork at this parallelism gets them. */
    @Test
    void runsWithTheForksThreadProperties() {
        List<String> jvmArgs = ManagementFactory.getRuntimeMXBean().getInputArguments();
        assertTrue(jvmArgs.stream().anyMatch(a -> a.startsWith("-javaagent:") && a.endsWith(QuasarSettings.agentOptions())),
                "the TCK's agent lacks the forks' option " + QuasarSettings.agentOptions() + "; it has " + jvmArgs);
        for (String property : QuasarSettings.threadProperties(parallelism())) {
            assertTrue(jvmArgs.contains(property), "the TCK's JVM lacks " + property
                    + " (quasar-impl's surefire argLine for this run); it has " + jvmArgs);
        }
    }

    /**
     * The recursion a fiber parks in at a stack depth is instrumented in both variants: a frame the agent skipped
     * would not be rebuilt when the fiber resumes.
     */
    @Test
    void theStackDepthRecursionIsInstrumented() throws Exception {
        var channel = Inbox.class.getDeclaredMethod("receiveAtDepth", IntChannel.class, int.class,
                StackDepthWitness.class, int.class);
        var actor = DeepActor.class.getDeclaredMethod("receiveAtDepth", int.class, StackDepthWitness.class, int.class);
        assertTrue(channel.isAnnotationPresent(Instrumented.class), "channels.Inbox.receiveAtDepth");
        assertTrue(actor.isAnnotationPresent(Instrumented.class), "actors.DeepActor.receiveAtDepth");
    }
}
