"""Short player-facing rules (plain HTML), in our own words (digest 3)."""

RULES_HTML = """
<h3>Dungeon Fighter</h3>
<p>Up to six heroes work together through three floors of a dungeon and then face the Final Boss.
Every attack is a throw: the die must bounce on the table before it reaches the target board.</p>
<h4>A round</h4>
<ol>
<li><b>Move</b> along an arrow to the next room (the first round starts in the first room).</li>
<li><b>Fight</b> the monster drawn from the tower. You may back down before the first throw:
everyone loses 1 health and another monster comes.</li>
<li><b>Rest</b> once it falls: its gold goes to the chest, fainted heroes take a scar and get up,
and a shop, healing fountain or treasure chamber does its work.</li>
</ol>
<h4>Swinging</h4>
<p>Pick one of the coloured dice you hold, choose where you stand and throw. Where it stops on the board
is the damage; a die resting in the bullseye with its icon up defeats the foe at once. Missing (no bounce
first, a hole, a bone, off the board, or a special throw not made) hurts you by the monster's damage.
Then pass the dice you still hold to the next hero on your left.</p>
<p>The colour of the die calls on the matching ability of the thrower's hero when the icon comes up.
Weapons add damage if you also make their special throw.</p>
<p>When the coloured dice are spent, the hero due to swing takes a bonus die from the chest, or the party
falls back: everyone loses health equal to the monster's level and the coloured dice go round again.</p>
<h4>Winning and losing</h4>
<p>Defeat the Final Boss to win and earn a score and a rating. The party loses if every hero faints at
once, or if the coloured dice are spent against the boss with no bonus die left.</p>
"""
