package ringside.akka;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.util.Optional;
import ringside.contract.Remoting;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;
import ringside.workload.Workload;

/**
 * The same actors under each configuration of the module's variants(), so the only difference measured is the
 * configuration. Each sizes the default dispatcher's fork-join pool to exactly the run's parallelism (fairness rule 1).
 */
record ActorVariant(String name, String description, String tuning) implements Variant {

    static final ActorVariant TYPED = new ActorVariant("typed",
            "typed actors (Behaviors, tell) on the default dispatcher: fork-join-executor with parallelism-min ="
                    + " parallelism-max = the run's CPUs, throughput 5; default unbounded mailbox"
                    + " (ConcurrentLinkedQueue); internal dispatcher of the same size, scheduler tick 100 ms;"
                    + " otherwise Akka's default configuration", "");

    /** Both settings are documented performance knobs; the actors' code is unchanged. */
    static final ActorVariant TYPED_TUNED = new ActorVariant("typed-tuned",
            "as typed, plus: default mailbox SingleConsumerOnlyUnboundedMailbox (unbounded MPSC node queue)"
                    + " and dispatcher throughput 100 (an actor handles up to 100 queued messages per turn, not 5)",
            """
            akka.actor.default-mailbox.mailbox-type = "akka.dispatch.SingleConsumerOnlyUnboundedMailbox"
            akka.actor.default-dispatcher.throughput = 100
            """);

    /** Remote runs once per framework, on the idiomatic variant. */
    @Override
    public Optional<Remoting> remoting() {
        return this == TYPED ? Optional.of(new ArteryRemoting(this)) : Optional.empty();
    }

    @Override
    public Optional<String> cannotRun(Workload workload) {
        if (workload.http()) {
            return Optional.of("the http workloads run on Akka HTTP, the variant akka-http (on typed's"
                    + " ActorSystem): this variant's tuning is local to its actors");
        }
        return workload == Workload.REMOTE && remoting().isEmpty()
                ? Optional.of("remote runs once per framework, on typed: Artery's settings would be the same here,"
                        + " and this variant's tuning (mailbox, throughput) is local")
                : Optional.empty();
    }

    @Override
    public VariantRuntime start(int parallelism) {
        return new ActorRuntime(config(parallelism));
    }

    /**
     * Quiet logging (no dead-letter noise at op tear-down), every pool the system starts sized to the run or idle
     * (fairness rule 6; the TCK checks it by CPU time), then the tuning.
     */
    Config config(int parallelism) {
        return ConfigFactory.parseString(tuning).withFallback(ConfigFactory.parseString(BASE.formatted(parallelism)))
                .withFallback(ConfigFactory.load());
    }

    /** Every key here exists in akka-actor's reference.conf (ActorVariantTest checks: a misspelled key is ignored). */
    static final String BASE = """
            akka {
              loglevel = WARNING
              stdout-loglevel = WARNING
              log-dead-letters = off
              log-dead-letters-during-shutdown = off
              # every op's actors: the run's CPUs, no more, no fewer
              actor.default-dispatcher.fork-join-executor {
                parallelism-min = %1$d
                parallelism-max = %1$d
                parallelism-factor = 1.0
              }
              # the system actors' own pool (default parallelism-min 4, whatever the CPUs): the same size
              actor.internal-dispatcher.fork-join-executor {
                parallelism-min = %1$d
                parallelism-max = %1$d
                parallelism-factor = 1.0
              }
              # Akka 2.6.21 has no maximum-pool-size (Pekko 1.1+ does; see AkkaLacksPekkoKeysTest): its pools keep the
              # JDK's cap of 32767 threads, which only workers blocking in ForkJoinPool.managedBlock reach (none here)
              # the timer thread: no op schedules anything, and at the default 10 ms it wakes 100 times a second
              # (a hundredth of a CPU on our 2-core test machine); at 100 ms it is idle; shutdown waits up to a tick
              scheduler.tick-duration = 100ms
            }
            """;
}
