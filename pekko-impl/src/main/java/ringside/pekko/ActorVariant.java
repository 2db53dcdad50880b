package ringside.pekko;

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
                    + " otherwise Pekko's default configuration", "");

    /** Both settings are documented performance knobs; the actors' code is unchanged. */
    static final ActorVariant TYPED_TUNED = new ActorVariant("typed-tuned",
            "as typed, plus: default mailbox SingleConsumerOnlyUnboundedMailbox (unbounded MPSC node queue)"
                    + " and dispatcher throughput 100 (an actor handles up to 100 queued messages per turn, not 5)",
            """
            pekko.actor.default-mailbox.mailbox-type = "org.apache.pekko.dispatch.SingleConsumerOnlyUnboundedMailbox"
            pekko.actor.default-dispatcher.throughput = 100
            """);

    /**
     * Pekko 1.2's own virtual-thread switch: the default dispatcher's fork-join pool of p threads becomes the carrier
     * pool, and each task (one mailbox run) runs on a new virtual thread scheduled on it. Same actors, same p.
     */
    static final ActorVariant TYPED_VIRTUAL = new ActorVariant("typed-virtual",
            "as typed, plus: the default dispatcher virtualized (fork-join-executor.virtualize = on): its fork-join"
                    + " pool of the run's CPUs carries a new virtual thread per task (one mailbox run); needs the"
                    + " fork's --add-opens of java.lang and jdk.internal.misc",
            """
            pekko.actor.default-dispatcher.fork-join-executor.virtualize = on
            """);

    /** Remote runs once per framework, on the idiomatic variant. */
    @Override
    public Optional<Remoting> remoting() {
        return this == TYPED ? Optional.of(new ArteryRemoting(this)) : Optional.empty();
    }

    @Override
    public Optional<String> cannotRun(Workload workload) {
        if (workload.http()) {
            return Optional.of("the http workloads run on Pekko HTTP, the variant pekko-http (on typed's"
                    + " ActorSystem): this variant's tuning is local to its actors");
        }
        return workload == Workload.REMOTE && remoting().isEmpty()
                ? Optional.of("remote runs once per framework, on typed: Artery's settings would be the same here,"
                        + " and this variant's tuning (mailbox, throughput, virtual threads) is local")
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

    /** Every key here exists in pekko-actor's reference.conf (ActorVariantTest checks: a misspelled key is ignored). */
    static final String BASE = """
            pekko {
              loglevel = WARNING
              stdout-loglevel = WARNING
              log-dead-letters = off
              log-dead-letters-during-shutdown = off
              # every op's actors: the run's CPUs, no more, no fewer
              actor.default-dispatcher.fork-join-executor {
                parallelism-min = %1$d
                parallelism-max = %1$d
                parallelism-factor = 1.0
                maximum-pool-size = %1$d
                minimum-runnable = 0
              }
              # the system actors' own pool (default parallelism-min 4, whatever the CPUs): the same size
              actor.internal-dispatcher.fork-join-executor {
                parallelism-min = %1$d
                parallelism-max = %1$d
                parallelism-factor = 1.0
                maximum-pool-size = %1$d
                minimum-runnable = 0
              }
              # maximum-pool-size (default 32767): no thread beyond p, not even to replace a blocked worker; hence
              # minimum-runnable = 0 (default 1): a blocked worker is not replaced, where the capped pool would throw
              # instead (Pekko blocks one at shutdown, in the scheduler's close); Akka 2.6.21 has neither key
              # the timer thread: no op schedules anything, and at the default 10 ms it wakes 100 times a second
              # (a hundredth of a CPU on our 2-core test machine); at 100 ms it is idle; shutdown waits up to a tick
              scheduler.tick-duration = 100ms
            }
            """;
}
